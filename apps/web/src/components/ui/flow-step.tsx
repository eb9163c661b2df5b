import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface FlowStepProps {
  title: string;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}

/**
 * One screen of a flow (the cancel flow, the plan change dialog): a section named by its heading,
 * which takes the focus when it appears, so a keyboard or screen-reader user starts there. The
 * heading carries `data-step-title` for a dialog's initialFocus, as opening a dialog moves the focus.
 */
export function FlowStep({ title, className, titleClassName, children }: FlowStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={className} aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={titleClassName} data-step-title="">
        {title}
      </h3>
      {children}
    </section>
  );
}
