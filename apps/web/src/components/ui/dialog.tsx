import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseButton } from './close-button.tsx';
import styles from './dialog.module.css';

interface DialogProps {
  title: string;
  /** Esc, a backdrop click or the close icon; omit to make the dialog answerable only by its buttons. */
  onDismiss?: () => void;
  /** The close icon's accessible name; the icon shows only with onDismiss. */
  closeLabel?: string;
  /** An element inside to focus on open (e.g. the first field); otherwise the first focusable one. */
  initialFocus?: string;
  size?: 'small' | 'large';
  children: ReactNode;
}

/**
 * A modal dialog on a native <dialog>: the browser traps focus and makes the page inert. Focus
 * moves into it on open and goes back to whatever had it before on close (WCAG 2.4.3).
 */
export function Dialog({ title, onDismiss, closeLabel, initialFocus, size = 'small', children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const target = initialFocus ? dialog.querySelector<HTMLElement>(initialFocus) : null;
    target?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  return (
    <dialog
      ref={dialogRef}
      className={`${styles.dialog} ${size === 'large' ? styles.large : ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // React hands a dialog the cancel of any dialog nested in it: only its own is its to answer.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onDismiss?.();
      }}
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onDismiss?.();
      }}
    >
      <div className={styles.content}>
        {onDismiss && closeLabel && <CloseButton label={closeLabel} onClick={onDismiss} className={styles.closeIcon} />}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
