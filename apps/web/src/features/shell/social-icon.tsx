import type { Dictionary } from '@stat/contracts';

type SocialNetwork = Dictionary['social'][number]['network'];

const PATHS: Record<SocialNetwork, string> = {
  facebook: 'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z',
  x: 'M4 4h4.6l4 5.6L17.4 4H20l-6.2 7.1L20.5 20h-4.6l-4.3-6-5.2 6H3.8l6.6-7.6z',
  instagram:
    'M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  network:
    'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zm-1.6 2.2A7 7 0 0 0 5.1 11h3a13 13 0 0 1 2.3-5.8zm3.2 0A13 13 0 0 1 15.9 11h3a7 7 0 0 0-5.3-5.8zM13.9 11A11 11 0 0 0 12 5.6 11 11 0 0 0 10.1 11zm-8.8 2a7 7 0 0 0 5.3 5.8A13 13 0 0 1 8.1 13zm5 0a11 11 0 0 0 1.9 5.4 11 11 0 0 0 1.9-5.4zm5.8 0a13 13 0 0 1-2.3 5.8 7 7 0 0 0 5.3-5.8z',
  store: 'M6 7h12l1 14H5zm2 2-.8 10h9.6L16 9zm1.5-2a2.5 2.5 0 0 1 5 0h2a4.5 4.5 0 0 0-9 0z',
};

/** A decorative glyph for a social link; the link carries the dictionary's accessible label. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[network]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
