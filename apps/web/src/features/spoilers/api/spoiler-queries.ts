import type { TitleId } from '@stat/contracts';

/**
 * The spoiler shield's keys, general to specific: the viewer's real values of the marked items
 * on a page (by its ids) and the setting alone. Personal, so dropped with the user's data on
 * sign-in and sign-out; a reveal or the switch refetches them all.
 */
export const spoilerKeys = {
  all: ['spoilers'] as const,
  values: (ids: readonly TitleId[]) => [...spoilerKeys.all, 'values', ...ids] as const,
};
