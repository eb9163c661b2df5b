import { PPV_INCIDENT_LABELS, type PpvIncident } from '@stat/contracts';
import { usePpvState } from './api/get-ppv-state.ts';
import styles from './ppv-incident-banner.module.css';

/**
 * The status banner while the pay-per-view stream has an incident (issue 25 section 5): on every
 * page, above the content, for every viewer. A polite live region that is always there, so a
 * screen reader hears the banner when it arrives; empty (nothing shown) without an incident.
 */
export function PpvIncidentBanner({ incident }: { incident: PpvIncident | null | undefined }) {
  return (
    <div role="status" aria-live="polite">
      {incident && (
        <section className={styles.banner} aria-label={PPV_INCIDENT_LABELS.region}>
          <p className={styles.message}>{PPV_INCIDENT_LABELS.message}</p>
        </section>
      )}
    </div>
  );
}

/** The banner from the pay-per-view state, which every page refreshes at its expiresIn (20 s at most during the night). */
export function PpvIncidentBannerHost() {
  return <PpvIncidentBanner incident={usePpvState()?.incident} />;
}
