import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { MenuItem } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { menuKeys } from './menu-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET menu: the top-level entries and their submenus (the header's, and the movies and category pages' chips). */
export async function getMenu(): Promise<MenuItem[]> {
  return (await parseAnswer(api.get('menu'), import('@stat/contracts/catalogue-schemas'), (s) => s.menuSchema)).items;
}

// The menu changes with an import, not by the minute.
export const menuQuery = () => queryOptions({ queryKey: menuKeys.all, queryFn: getMenu, staleTime: 10 * 60_000 });

/** The menu, once loaded; the header shows no entries until then (it never blocks the page). */
export function useMenu(enabled: boolean): MenuItem[] | undefined {
  return useQuery({ ...menuQuery(), enabled }).data;
}

/** The menu for a page built from it (movies, a category): the page waits for it. */
export function useMenuItems(): MenuItem[] {
  return useSuspenseQuery(menuQuery()).data;
}
