import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpoilerValues, TitleId } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';
import { spoilerKeys } from './spoiler-queries.ts';

/** GET user/spoilers?ids=…: the real values of those marked items this viewer may see (none: only the setting). */
export function getSpoilers(ids: readonly TitleId[]): Promise<SpoilerValues> {
  const path = ids.length === 0 ? 'user/spoilers' : `user/spoilers?ids=${ids.join(',')}`;
  return parseAnswer(api.get(path), import('@stat/contracts/spoilers-schemas'), (s) => s.spoilerValuesSchema);
}

export const spoilersQuery = (ids: readonly TitleId[]) =>
  queryOptions({ queryKey: spoilerKeys.values(ids), queryFn: () => getSpoilers(ids), meta: { errorShownInPlace: true } });

/**
 * The signed-in viewer's values of the shielded items on screen. An ordinary enabled query, so
 * the server renders it with the page: the browser neither asks for it nor loads the schemas
 * that read it before the first screen is interactive. Signed out, or nothing shielded: none.
 */
export function useSpoilerValues(ids: readonly TitleId[], signedIn: boolean): SpoilerValues | undefined {
  return useQuery({ ...spoilersQuery(ids), enabled: signedIn && ids.length > 0 }).data;
}

/** Settings' switch: whether the viewer's shield is on (undefined while it loads). */
export function useSpoilerShieldOn(): boolean | undefined {
  return useQuery(spoilersQuery([])).data?.shieldOn;
}
