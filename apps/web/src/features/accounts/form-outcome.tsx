import { useEffect, useRef, type ReactNode } from 'react';
import styles from './accounts.module.css';

interface FormOutcomeProps {
  /** 'status' for the outcome asked for, 'alert' for one that stops the visitor. */
  role: 'status' | 'alert';
  message: string;
  /** What the visitor can do next. */
  children?: ReactNode;
}

/**
 * What a form ended in, shown in its place. The message takes the focus: the button that had it
 * is gone, and keyboard and screen-reader users should start from the outcome.
 */
export function FormOutcome({ role, message, children }: FormOutcomeProps) {
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => messageRef.current?.focus(), []);
  return (
    <div className={styles.form}>
      <p ref={messageRef} tabIndex={-1} role={role} className={styles.message}>
        {message}
      </p>
      {children}
    </div>
  );
}
