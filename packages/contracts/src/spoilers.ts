/**
 * The spoiler shield (issue 29 section 2). The catalogue file marks, per title or episode, which
 * of these fields spoil; every public catalogue answer carries them shielded for everyone (the
 * answers stay shared and cached), fights' results being in their descriptions.
 * - description: the short, medium and long descriptions are replaced by SPOILER_HIDDEN_TEXT.
 * - artwork: the images are drawn without the item's own name (the series' or the card's instead).
 */
export const SPOILER_FIELDS = ['description', 'artwork'] as const;
export type SpoilerField = (typeof SPOILER_FIELDS)[number];

/** What a shielded description reads, on every client. */
export const SPOILER_HIDDEN_TEXT = 'Hidden to avoid spoilers';

/** At most this many ids per spoilers call: a page's shelves and search results. */
export const SPOILER_IDS_MAX = 100;

/** The spoiler shield's words on the web app: the one-item reveal and Settings' switch. */
export const SPOILER_LABELS = {
  hiddenNote: 'This may give away the result or a twist.',
  reveal: 'Reveal',
  revealNamed: (name: string) => `Reveal the description of ${name}`,
  shieldSwitch: 'Hide spoilers',
  shieldHelp: 'Hides fight results and the descriptions of episodes you have not reached until you watch them or reveal them.',
  shieldOn: 'Spoilers are hidden.',
  shieldOff: 'Spoilers are shown.',
} as const;
