/** Decorative glyphs of the cast controls: their buttons carry the names. 24 px, currentColor. */
const glyph = { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

/** A screen with waves from its corner; filled while casting (the Cast icon's two states). */
export function CastIcon({ connected }: { connected: boolean }) {
  return (
    <svg {...glyph} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M3 8V6a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1h-6" />
      <path d="M3 12a7 7 0 0 1 7 7M3 16a3 3 0 0 1 3 3" />
      <circle cx="3.5" cy="19" r="0.5" fill="currentColor" />
      {connected && <rect x="10" y="8" width="8" height="8" rx="0.5" fill="currentColor" stroke="none" />}
    </svg>
  );
}

export function StopIcon() {
  return (
    <svg {...glyph} fill="currentColor">
      <rect x="6" y="6" width="12" height="12" rx="1.5" />
    </svg>
  );
}
