import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_LABELS, parseBirthDate } from '@stat/contracts';
import type { AccountProfile } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { DescriptionList, type DescriptionRow } from '../../components/ui/description-list.tsx';
import { useViewerFormat, viewerDateFormat, type ViewerFormat } from '../../lib/viewer-format.ts';
import { ConfirmPasswordDialog } from './confirm-password-dialog.tsx';
import styles from './accounts.module.css';

const P = ACCOUNT_LABELS.profile;
// A date of birth is a calendar day, not an instant: read and shown in UTC so no zone moves it.
const birthDay = viewerDateFormat({ dateStyle: 'long', timeZone: 'UTC' });
const changedOn = viewerDateFormat({ dateStyle: 'medium' });

function personalRows(profile: AccountProfile, viewer: ViewerFormat): DescriptionRow[] {
  const born = profile.birthDate ? parseBirthDate(profile.birthDate) : null;
  return [
    [P.name, [profile.firstName, profile.lastName].filter(Boolean).join(' ') || null],
    [P.zipcode, profile.zipcode],
    [P.birthDate, born ? birthDay(viewer).format(born) : null],
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
  const format = useViewerFormat();
  useEffect(() => {
    if (revealed) detailsRef.current?.focus();
  }, [revealed]);

  const rows: DescriptionRow[] = [[P.email, profile.email], ...(revealed ? personalRows(profile, format) : [])];
  return (
    <>
      <DescriptionList ref={detailsRef} tabIndex={-1} rows={rows} />
      {revealed ? (
        <p className={styles.note}>{P.passwordChanged(changedOn(format).format(new Date(profile.passwordChangedAt)))}</p>
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
