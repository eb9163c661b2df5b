import { queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGES, MY_LIST_REFETCH_MS, type MyListItem } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { failsInPlace } from '../../../lib/api-result.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';
import { myListKeys } from './my-list-queries.ts';

/**
 * GET v3/user/my-list: the signed-in user's list, newest first. A failure is a plain Error with
 * the spec's My List message: the drawer shows it in place, the generic error modal stays shut.
 */
export async function getMyList(): Promise<readonly MyListItem[]> {
  return (
    await parseAnswer(
      failsInPlace(api.get('v3/user/my-list'), MESSAGES.myListFailed),
      import('@stat/contracts/catalogue-schemas'),
      (s) => s.myListSchema,
    )
  ).items;
}

// WARNING: this staleTime is the spec's refetch window (streaming spec section 7): a GET within
// 30 s of the last one is skipped, however often the drawer opens.
export const myListQuery = () =>
  queryOptions({ queryKey: myListKeys.list(), queryFn: getMyList, staleTime: MY_LIST_REFETCH_MS });

/** The list, fetched only while `enabled` (the drawer open, an authorized user). */
export function useMyList(enabled: boolean) {
  return useQuery({ ...myListQuery(), enabled });
}
