import { APP_LABELS, MESSAGES } from '@stat/contracts';
import styles from './startup-failure.module.css';

interface StartupFailureProps {
  /** The dictionary's help-center link when it loaded, else the fallback. */
  helpCenterUrl: string;
}

/** The full-page 'SERVER ERROR' box shown when the start-up data could not be loaded. */
export function StartupFailure({ helpCenterUrl }: StartupFailureProps) {
  return (
    <main id="main-content" className={styles.page}>
      <div className={styles.box} role="alert">
        <h1 className={styles.title}>{MESSAGES.startupFailureTitle}</h1>
        <p className={styles.body}>{MESSAGES.startupFailureBody}</p>
        <a className={styles.link} href={helpCenterUrl} target="_blank" rel="noopener noreferrer">
          {APP_LABELS.helpCenterLink}
        </a>
      </div>
    </main>
  );
}
