import { useEffect, useRef } from 'react';
import { LABELS, type LoaderPosition } from '@stat/contracts';
import styles from './loader.module.css';

interface LoaderProps {
  /** fixed: centred in the viewport; absolute: covers the positioned parent; inline: in a line of text; relative: a block in the flow. */
  position?: LoaderPosition;
  /** Blocks the whole interface: a modal overlay that makes the page inert until it unmounts. */
  blocking?: boolean;
  /** What is loading, for screen readers. */
  label?: string;
  className?: string;
}

/** The loading spinner (shell spec section 4) with a polite status message. */
export function Loader({ position = 'relative', blocking = false, label = LABELS.loading, className }: LoaderProps) {
  if (blocking) return <BlockingLoader label={label} />;
  const Element = position === 'inline' ? 'span' : 'div';
  return (
    <Element
      className={[styles.loader, styles[position], className].filter(Boolean).join(' ')}
      data-position={position}
      aria-busy="true"
    >
      <span className={styles.spinner} aria-hidden="true" />
      <span role="status" className="visually-hidden">
        {label}
      </span>
    </Element>
  );
}

/** A modal <dialog> so the browser makes everything behind it inert, keyboard included. */
function BlockingLoader({ label }: { label: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.blocking}
      aria-label={label}
      aria-busy="true"
      data-position="fixed"
      // Esc must not dismiss the overlay: the work it waits for is still running.
      onCancel={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.preventDefault();
      }}
    >
      <span className={styles.spinner} aria-hidden="true" />
      <span role="status" className="visually-hidden">
        {label}
      </span>
    </dialog>
  );
}
