import { Link } from 'react-router';
import { SERVICE_STATUS_LABELS as L, type StatusIncident } from '@stat/contracts';
import { href } from '../../lib/routes.ts';
import styles from './service-status-banner.module.css';

/**
 * The banner of the operator's open incidents that mark this page (issue 29 section 4): above the
 * content, in the page's flow, each incident's words as text (operator input, never markup), and
 * the way to /status. A polite live region that is always there, so a screen reader hears an
 * incident that arrives while the page is open.
 */
export function ServiceStatusBanner({ incidents }: { incidents: readonly StatusIncident[] }) {
  return (
    <div role="status" aria-live="polite">
      {incidents.length > 0 && (
        <section className={styles.banner} aria-label={L.bannerRegion}>
          <ul className={styles.list} role="list">
            {incidents.map((incident) => (
              <li key={incident.id} className={styles.message}>
                <span className={styles.lead}>{L.bannerLead}</span> {incident.text}
              </li>
            ))}
          </ul>
          <Link to={href('status')} className={styles.link}>
            {L.bannerLink}
          </Link>
        </section>
      )}
    </div>
  );
}

/** The player's words for the incidents marking what it plays (the banner is behind the player): null when none. */
export function statusNoticeText(incidents: readonly StatusIncident[]): string | null {
  return incidents.length ? `${L.bannerLead} ${incidents.map((incident) => incident.text).join(' ')}` : null;
}
