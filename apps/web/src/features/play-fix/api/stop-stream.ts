import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { playFixKeys } from './get-can-play.ts';

/**
 * DELETE user/streams/{id}: stops one of the account's streams on another device, to play here;
 * whether each title and channel plays is asked again (the place is free now).
 */
export async function stopStream(queryClient: QueryClient, id: string): Promise<void> {
  await api.delete(`user/streams/${id}`);
  await queryClient.invalidateQueries({ queryKey: playFixKeys.all });
}
