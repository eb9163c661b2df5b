import { useId, type ReactNode } from 'react';
import styles from './notice-panel.module.css';

interface NoticePanelProps {
  heading: string;
  /** The reason, in plain words; each entry a paragraph. */
  body: readonly string[];
  icon?: ReactNode;
  /** The way out: a link or buttons. */
  children?: ReactNode;
}

/**
 * A note beside a page's main action, saying why it cannot be done (or what to mind) and what
 * to do about it: a title above the profile's limits, a play the server would refuse.
 */
export function NoticePanel({ heading, body, icon, children }: NoticePanelProps) {
  const headingId = useId();
  return (
    <div className={styles.notice} role="note" aria-labelledby={headingId}>
      {icon && <span className={styles.icon}>{icon}</span>}
      <div>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {body.map((paragraph) => (
          <p key={paragraph} className={styles.body}>
            {paragraph}
          </p>
        ))}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </div>
  );
}

/** The notice's link style, for a plain link as its way out. */
export const noticeLinkClass = styles.link;
