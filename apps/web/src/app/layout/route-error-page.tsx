import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MESSAGES } from '@stat/contracts';
import { href } from '../../lib/routes.ts';
import { APP_LABELS } from '@stat/contracts';
import { MAIN_CONTENT_ID } from '../../features/shell/skip-link.tsx';
import styles from './page.module.css';

/** Shown when a route fails to render (a chunk that failed to load, a bug); offers a way home. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main id={MAIN_CONTENT_ID} className={styles.page}>
      <h1 className={styles.heading}>{MESSAGES.startupFailureTitle}</h1>
      <p className={styles.lead}>{MESSAGES.clientUncaught}</p>
      {detail && <p className={styles.muted}>{detail}</p>}
      <a className={styles.link} href={href('home')}>
        {APP_LABELS.backHome}
      </a>
    </main>
  );
}
