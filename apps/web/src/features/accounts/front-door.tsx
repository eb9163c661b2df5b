import type { ReactNode } from 'react';
import { ACCOUNT_LABELS } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { CheckIcon } from '../../components/ui/icons.tsx';
import styles from './front-door.module.css';

const L = ACCOUNT_LABELS.frontDoor;

interface FrontDoorProps {
  /** Key art behind the words, composed by the app (it belongs to home); it fills the stage. */
  artwork?: ReactNode;
  /** The account provider's sign-in (a full-page navigation). */
  signInHref: string;
  createAccountHref: string;
  /** The plans on sale, each starting Create Account with its choice kept (billing's, composed by the page). */
  plans?: ReactNode;
}

/**
 * The direct variant's signed-out landing (frontDoor): the service in a headline, what it
 * offers, and the two ways in, Sign In and Create Account, over the catalogue's key art.
 */
export function FrontDoor({ artwork, signInHref, createAccountHref, plans }: FrontDoorProps) {
  return (
    <section className={styles.stage}>
      <div className={styles.backdrop} aria-hidden="true">
        {artwork}
      </div>
      <div className={styles.content}>
        <h1 className={styles.headline}>{L.headline}</h1>
        <p className={styles.lead}>{L.lead}</p>
        <ul role="list" className={styles.offers}>
          {L.offers.map((offer) => (
            <li key={offer} className={styles.offer}>
              <CheckIcon className={styles.check} size={20} />
              {offer}
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Button to={signInHref} reloadDocument size="lg">
            {L.signIn}
          </Button>
          <Button to={createAccountHref} variant="secondary" size="lg">
            {L.createAccount}
          </Button>
        </div>
        {plans}
      </div>
    </section>
  );
}
