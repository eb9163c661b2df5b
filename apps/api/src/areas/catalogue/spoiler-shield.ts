import { SPOILER_HIDDEN_TEXT, type SpoilerField } from '@stat/contracts';

/**
 * The spoiler shield on the public catalogue answers (issue 29 section 2, decisions.md): the
 * answers are shared and cached, so a marked field is shielded for everyone, signed in or not,
 * and every client (not only the web app) gets it shielded from the server.
 */

/** Whether the stored field list (the `spoilers` column) marks this field. */
export const spoils = (spoilers: readonly string[] | null | undefined, field: SpoilerField): boolean => spoilers?.includes(field) ?? false;

/** The description as the public answers carry it: each of its lengths hidden when marked. */
export function shieldedDescription<D extends Record<string, string>>(description: D, spoilers: readonly string[] | null | undefined): D {
  if (!spoils(spoilers, 'description')) return description;
  return Object.fromEntries(Object.keys(description).map((length) => [length, SPOILER_HIDDEN_TEXT])) as D;
}

/** The name the artwork is drawn with: the shield's text in place of an item whose artwork spoils. */
export const artworkName = (name: string, spoilers: readonly string[] | null | undefined): string =>
  spoils(spoilers, 'artwork') ? SPOILER_HIDDEN_TEXT : name;
