import { useEffect, useState } from 'react';
import { LABELS, TERMS_NOTIFICATION_AUTO_CLOSE_MS } from '@stat/contracts';
import { SafeHtml } from '../../components/html/safe-html.tsx';
import { CloseButton } from '../../components/ui/close-button.tsx';
import styles from './terms-notification.module.css';

// Once closed (by hand or by the timer) it stays closed until the page is loaded again.
let closedThisLoad = false;

/**
 * The terms message (the user's optionalAttributes.HTML_INFO_BOX), shown once per page load while
 * it exists and closed automatically after TERMS_NOTIFICATION_AUTO_CLOSE_MS (shell spec section 4).
 */
export function TermsNotification({ message }: { message: string | undefined }) {
  const [closed, setClosed] = useState(closedThisLoad);
  const visible = Boolean(message) && !closed;

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => close(), TERMS_NOTIFICATION_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [visible]);

  function close() {
    closedThisLoad = true;
    setClosed(true);
  }

  // The live region stays mounted so screen readers announce the message when it arrives.
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {visible && message && (
        <section className={styles.notification} aria-label={LABELS.termsNotification}>
          <SafeHtml html={message} className={styles.message} />
          <CloseButton label={LABELS.closeTermsNotification} onClick={close} />
        </section>
      )}
    </div>
  );
}
