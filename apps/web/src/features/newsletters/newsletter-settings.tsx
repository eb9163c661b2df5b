import { useEffect, useId, useRef } from 'react';
import { NEWSLETTER_LABELS, type NewsletterId, type NewsletterSubscription } from '@stat/contracts';
import { Loader } from '../../components/ui/loader.tsx';
import { showSettingsNotification } from '../../stores/settings-notification.ts';
import { useNewsletters } from './api/get-newsletters.ts';
import { useUpdateNewsletters } from './api/update-newsletters.ts';
import { NewsletterSwitch } from './newsletter-switch.tsx';
import styles from './newsletters.module.css';

const L = NEWSLETTER_LABELS;

interface NewsletterSettingsProps {
  /** The e-mail's one-click subscribe landed here (`?subscribe=`): subscribe to it once the list is in. */
  subscribe?: NewsletterId;
  /** After the landing's subscription, so the page can drop the query (a reload must not repeat it). */
  onSubscribeHandled?: () => void;
  /** After each saved change (the weekly newsletter is also the user's newsletter choice). */
  onSaved?: () => void;
}

/**
 * Settings' newsletters (issue 26 section 2): each newsletter with its description and a switch;
 * a toggle saves at once (PUT user/newsletters) and the settings notification confirms it.
 */
export function NewsletterSettings({ subscribe, onSubscribeHandled, onSaved }: NewsletterSettingsProps) {
  const titleId = useId();
  const newsletters = useNewsletters();
  const update = useUpdateNewsletters();

  const save = (change: NewsletterSubscription, then?: () => void) => {
    update.mutate([change], {
      onSuccess: () => {
        const { name } = L.newsletters[change.id];
        showSettingsNotification({ text: change.subscribed ? L.subscribed(name) : L.unsubscribed(name) });
        onSaved?.();
        then?.();
      },
    });
  };

  // The landing's subscription, once per visit (StrictMode runs effects twice).
  const landed = useRef(false);
  const list = newsletters.data;
  useEffect(() => {
    if (!subscribe || !list || landed.current) return;
    landed.current = true;
    save({ id: subscribe, subscribed: true }, onSubscribeHandled);
  }, [subscribe, list]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the list is in: save and the callback are this render's

  // While a change is on its way its switch shows the new state.
  const pending = update.isPending ? new Map(update.variables.map(({ id, subscribed }) => [id, subscribed])) : null;
  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={newsletters.isPending || undefined}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {L.sectionTitle}
      </h2>
      <p className={styles.lead}>{L.lead}</p>
      {newsletters.isPending && <Loader />}
      {list && (
        <ul className={styles.list}>
          {list.map(({ id, subscribed }) => (
            <NewsletterSwitch key={id} id={id} checked={pending?.get(id) ?? subscribed} onChange={(on) => save({ id, subscribed: on })} />
          ))}
        </ul>
      )}
    </section>
  );
}
