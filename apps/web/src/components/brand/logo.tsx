import styles from './logo.module.css';

interface LogoProps {
  /** Accessible name; without it the logo is decorative (e.g. inside a link that has its own name). */
  title?: string;
  className?: string;
}

/** The STAT wordmark: geometric strokes in the text colour with a crimson accent block. */
export function Logo({ title, className }: LogoProps) {
  const labelled = title !== undefined;
  return (
    <svg
      className={[styles.logo, className].filter(Boolean).join(' ')}
      viewBox="0 0 134 36"
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? title : undefined}
      aria-hidden={labelled ? undefined : true}
      focusable="false"
    >
      <g fill="none" stroke="currentColor" strokeWidth="6" strokeLinejoin="miter">
        <path d="M27 6H9Q3 6 3 12V12.5Q3 18 9 18H21Q27 18 27 24V24Q27 30 21 30H3" />
        <path d="M33 6H59M46 6V33" />
        <path d="M64 33L77 4.5L90 33M69 23.5H85" />
        <path d="M95 6H121M108 6V33" />
      </g>
      <rect className={styles.accent} x="125" y="25" width="8" height="8" />
    </svg>
  );
}
