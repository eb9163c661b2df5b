import { useId, useState } from 'react';
import { SETTINGS_DATA_LABELS, type DeleteUserAnswer } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { useDownloadAccountData } from './api/download-account-data.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import styles from './account-data.module.css';

const L = SETTINGS_DATA_LABELS;

interface YourDataSectionProps {
  /** When the subscription the deletion would cancel ends; null when there is none. */
  subscriptionEndsAt: number | null;
  /** The file was handed to the browser: the page confirms it. */
  onDownloaded: () => void;
  /** The account is gone (its sessions with it): the page signs the browser out. */
  onDeleted: (answer: DeleteUserAnswer) => void;
}

/** Settings' "Your data" (issue 26 section 5, both variants): Download my data, Delete account. */
export function YourDataSection({ subscriptionEndsAt, onDownloaded, onDeleted }: YourDataSectionProps) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const download = useDownloadAccountData();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {L.heading}
      </h2>
      <p className={styles.lead}>{L.intro}</p>
      <div className={styles.actions}>
        <Button loading={download.isPending} onClick={() => download.mutate(undefined, { onSuccess: onDownloaded })}>
          {L.download}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {L.deleteAccount}
        </Button>
      </div>
      {confirming && <DeleteAccountDialog subscriptionEndsAt={subscriptionEndsAt} onDeleted={onDeleted} onCancel={() => setConfirming(false)} />}
    </section>
  );
}
