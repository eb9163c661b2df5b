import { Link } from 'react-router';
import { LABELS, TITLE_LABELS } from '@stat/contracts';
import { href } from '../../../lib/routes.ts';
import { LockIcon } from '../../../components/ui/icons.tsx';
import styles from './lock-notice.module.css';

/**
 * What a locked title shows instead of playing: why, and the way to Viewing Restrictions in
 * settings (the server decides `locked` from the profile's ratings).
 */
export function LockNotice() {
  return (
    <div className={styles.notice} role="note" aria-labelledby="lock-notice-heading">
      <LockIcon className={styles.icon} />
      <div>
        <h2 id="lock-notice-heading" className={styles.heading}>
          {TITLE_LABELS.lockedTitle}
        </h2>
        <p className={styles.body}>{TITLE_LABELS.lockedBody}</p>
        <Link className={styles.link} to={href('settings')}>
          {LABELS.viewingRestrictions}
        </Link>
      </div>
    </div>
  );
}
