import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './checkout.module.css';

interface StepFrameProps {
  heading: string;
  /** Move the focus to the heading when the step appears (not on the page's first render). */
  focusHeading: boolean;
  children: ReactNode;
}

/**
 * One step of the flow: a section named by its heading. The heading takes the focus when the
 * step changes, so keyboard and screen-reader users start reading the new step from its top.
 */
export function StepFrame({ heading, focusHeading, children }: StepFrameProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  return (
    <section className={styles.step} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
