import type { ReactNode } from 'react';
import { PPV_READINESS_LABELS as L } from '@stat/contracts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import type { RunState } from './use-readiness-run.ts';
import styles from './readiness.module.css';

type Shown = 'passed' | 'failed' | 'cantTell' | 'running' | 'waiting';

/** The mark beside a check: a tick, a cross, a question mark, a spinner, or an empty ring. Decorative: the status is written beside it. */
function StatusMark({ shown }: { shown: Shown }) {
  return (
    <span className={`${styles.mark} ${styles[shown]}`} aria-hidden="true">
      {shown === 'passed' && <CheckIcon size={20} />}
      {shown === 'failed' && (
        <svg width="20" height="20" viewBox="0 0 24 24" focusable="false">
          <path d="M7 7l10 10M17 7 7 17" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
      )}
      {shown === 'cantTell' && '?'}
    </span>
  );
}

interface ReadinessItemProps {
  id: string;
  name: string;
  state: RunState;
  /** What the check is doing while it runs. */
  runningText?: string;
  /** Below the result: the test picture, a sign-in or buy button. */
  children?: ReactNode;
}

/** One check of "Test your setup": its name, its plain status, what was found and, when it did not pass, the fix. */
export function ReadinessItem({ id, name, state, runningText, children }: ReadinessItemProps) {
  const shown: Shown = state.phase === 'done' ? state.result.status : state.phase;
  const result = state.phase === 'done' ? state.result : null;
  return (
    <li className={`${styles.item} ${styles[`item-${shown}`]}`}>
      <section className={styles.itemBody} aria-labelledby={id}>
        <div className={styles.itemHead}>
          <StatusMark shown={shown} />
          <h2 className={styles.itemName} id={id}>
            {name}
          </h2>
          <span className={`${styles.badge} ${styles[shown]}`}>{L.status[shown]}</span>
        </div>
        {state.phase === 'running' && runningText && <p className={styles.detail}>{runningText}</p>}
        {result && <p className={styles.detail}>{result.detail}</p>}
        {result?.fix && (
          <div className={styles.fix}>
            <h3 className={styles.fixHeading}>{L.fixHeading}</h3>
            <p>{result.fix}</p>
          </div>
        )}
        {children}
      </section>
    </li>
  );
}
