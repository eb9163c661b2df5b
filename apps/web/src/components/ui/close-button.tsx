import styles from './close-button.module.css';

interface CloseButtonProps {
  /** The accessible name, e.g. 'Close'; the cross itself is decorative. */
  label: string;
  onClick: () => void;
  /** Placement from the parent (position, margins); the look is the button's own. */
  className?: string;
}

/** The round cross button that closes dialogs, drawers, notifications and the player. */
export function CloseButton({ label, onClick, className }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={className ? `${styles.close} ${className}` : styles.close}
      aria-label={label}
      onClick={onClick}
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  );
}
