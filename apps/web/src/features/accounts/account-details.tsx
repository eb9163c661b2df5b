import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_LABELS, parseBirthDate } from '@stat/contracts';
import type { AccountProfile } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { DescriptionList, type DescriptionRow } from '../../components/ui/description-list.tsx';
import { ConfirmPasswordDialog } from './confirm-password-dialog.tsx';
import styles from './accounts.module.css';

const P = ACCOUNT_LABELS.profile;
// A date of birth is a calendar day, not an instant: read and shown in UTC so no zone moves it.
const birthDay = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });
const changedOn = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

function personalRows(profile: AccountProfile): DescriptionRow[] {
  const born = profile.birthDate ? parseBirthDate(profile.birthDate) : null;
  return [
    [P.name, [profile.firstName, profile.lastName].filter(Boolean).join(' ') || null],
    [P.zipcode, profile.zipcode],
    [P.birthDate, born ? birthDay.format(born) : null],
    [P.newsletter, profile.newsletterSubscribed ? P.subscribed : P.notSubscribed],
  ];
}

/**
 * The account's details: the e-mail for anyone at the screen, the personal rest only after
 * Confirm Your Password. Once shown, the details take the focus: the button that opened the
 * dialog is gone.
 */
export function AccountDetails({ profile }: { profile: AccountProfile }) {
  const [confirming, setConfirming] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const detailsRef = useRef<HTMLDListElement>(null);
  useEffect(() => {
    if (revealed) detailsRef.current?.focus();
  }, [revealed]);

  const rows: DescriptionRow[] = [[P.email, profile.email], ...(revealed ? personalRows(profile) : [])];
  return (
    <>
      <DescriptionList ref={detailsRef} tabIndex={-1} rows={rows} />
      {revealed ? (
        <p className={styles.note}>{P.passwordChanged(changedOn.format(new Date(profile.passwordChangedAt)))}</p>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {ACCOUNT_LABELS.confirmPassword.title}
          </Button>
        </div>
      )}
      {confirming && (
        <ConfirmPasswordDialog
          email={profile.email}
          onConfirmed={() => {
            setConfirming(false);
            setRevealed(true);
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
