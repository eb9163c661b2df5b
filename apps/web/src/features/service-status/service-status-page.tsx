import { SERVICE_STATUS_LABELS as L, type StatusIncident } from '@stat/contracts';
import { useViewerFormat, viewerDateFormat } from '../../lib/viewer-format.ts';
import { useServiceStatus } from './api/get-service-status.ts';
import styles from './service-status-page.module.css';

const dateTime = viewerDateFormat({ dateStyle: 'medium', timeStyle: 'short' });

function IncidentItem({ incident }: { incident: StatusIncident }) {
  const format = dateTime(useViewerFormat());
  return (
    <li className={styles.incident}>
      <p className={styles.text}>{incident.text}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{L.affectsLabel}</dt>
          <dd>{L.affects[incident.affects]}</dd>
        </div>
        <div>
          <dt>{L.started}</dt>
          <dd>
            <time dateTime={new Date(incident.startedAt).toISOString()}>{format.format(incident.startedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{L.resolved}</dt>
          <dd>{incident.endedAt === null ? L.ongoing : <time dateTime={new Date(incident.endedAt).toISOString()}>{format.format(incident.endedAt)}</time>}</dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * The /status page (issue 29 section 4): the open incidents first, or that all is working, then
 * those resolved in the last 30 days, each with its times in the viewer's own format. The
 * incidents' words are the operator's, drawn as text.
 */
export function ServiceStatusPage({ title }: { title: string }) {
  const { data, isError } = useServiceStatus();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      {isError && !data && <p role="alert">{L.loadFailed}</p>}
      {data && (
        <>
          <section aria-labelledby="status-now" className={styles.section}>
            <h2 id="status-now" className={styles.subheading}>
              {L.currentHeading}
            </h2>
            {data.current.length ? (
              <ul className={styles.list} role="list">
                {data.current.map((incident) => (
                  <IncidentItem key={incident.id} incident={incident} />
                ))}
              </ul>
            ) : (
              <p className={styles.allWorking}>{L.allWorking}</p>
            )}
          </section>
          <section aria-labelledby="status-recent" className={styles.section}>
            <h2 id="status-recent" className={styles.subheading}>
              {L.recentHeading}
            </h2>
            {data.recent.length ? (
              <ul className={styles.list} role="list">
                {data.recent.map((incident) => (
                  <IncidentItem key={incident.id} incident={incident} />
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{L.noRecent}</p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
