import { queryOptions, useQuery } from '@tanstack/react-query';
import { MY_LIST_REFETCH_MS, myListSchema, type MyListItem } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { myListKeys } from './my-list-queries.ts';

/** GET v3/user/my-list: the signed-in user's list, newest first. */
export async function getMyList(): Promise<readonly MyListItem[]> {
  return myListSchema.parse(await api.get('v3/user/my-list')).items;
}

// WARNING: this staleTime is the spec's refetch window (streaming spec section 7): a GET within
// 30 s of the last one is skipped, however often the drawer opens.
export const myListQuery = () =>
  queryOptions({ queryKey: myListKeys.list(), queryFn: getMyList, staleTime: MY_LIST_REFETCH_MS });

/** The list, fetched only while `enabled` (the drawer open, an authorized user). */
export function useMyList(enabled: boolean) {
  return useQuery({ ...myListQuery(), enabled });
}
