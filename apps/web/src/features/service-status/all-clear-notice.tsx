import { useRef } from 'react';
import { SERVICE_STATUS_LABELS as L, type StatusIncident, type StatusIncidentId } from '@stat/contracts';
import { CloseButton } from '../../components/ui/close-button.tsx';
import styles from './all-clear-notice.module.css';

interface AllClearNoticeProps {
  incidents: readonly StatusIncident[];
  onDismiss: (id: StatusIncidentId) => void;
  /** Where the focus goes once the last notice is dismissed (the main content's id): never lost to the page's body. */
  focusAfterLastId: string;
}

/**
 * The in-app all-clear (issue 29 section 4): each incident the viewer was shown that is now
 * resolved, until the viewer dismisses it. A polite live region that is always there. A dismissed
 * notice hands the focus to the next one's button, or to the main content after the last.
 */
export function AllClearNotice({ incidents, onDismiss, focusAfterLastId }: AllClearNoticeProps) {
  const list = useRef<HTMLUListElement>(null);
  function dismiss(id: StatusIncidentId) {
    const next = list.current?.querySelector<HTMLButtonElement>(`li:not([data-id="${id}"]) button`);
    onDismiss(id);
    (next ?? document.getElementById(focusAfterLastId))?.focus();
  }
  return (
    <div role="status" aria-live="polite">
      {incidents.length > 0 && (
        <section className={styles.notice} aria-label={L.allClearRegion}>
          <p className={styles.lead}>{L.allClearLead}</p>
          <ul ref={list} className={styles.list} role="list">
            {incidents.map((incident) => (
              <li key={incident.id} data-id={incident.id} className={styles.item}>
                <span className={styles.text}>{incident.text}</span>
                <CloseButton label={L.dismissOne(incident.text)} onClick={() => dismiss(incident.id)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
