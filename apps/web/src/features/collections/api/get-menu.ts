import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { menuSchema } from '@stat/contracts';
import type { MenuItem } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { collectionKeys } from './collection-queries.ts';

/** GET menu: the categories and their sub-items, which the movies and category pages read. */
export async function getMenu(): Promise<MenuItem[]> {
  return menuSchema.parse(await api.get('menu')).items;
}

export const menuQuery = () => queryOptions({ queryKey: collectionKeys.menu(), queryFn: getMenu, staleTime: 10 * 60_000 });

export function useMenu(): MenuItem[] {
  return useSuspenseQuery(menuQuery()).data;
}
