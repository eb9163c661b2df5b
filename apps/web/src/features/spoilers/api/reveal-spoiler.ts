import type { QueryClient } from '@tanstack/react-query';
import type { TitleId } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { spoilerKeys } from './spoiler-queries.ts';

/** POST user/spoilers/{id}/reveal (idempotent), then the values on screen again, now with it. */
export async function revealSpoiler(queryClient: QueryClient, id: TitleId): Promise<void> {
  await api.post(`user/spoilers/${id}/reveal`);
  await queryClient.invalidateQueries({ queryKey: spoilerKeys.all });
}

/** POST user/spoilers/shield/{on} (Settings), then every value and the setting again. */
export async function setSpoilerShield(queryClient: QueryClient, on: boolean): Promise<void> {
  await api.post(`user/spoilers/shield/${on}`);
  await queryClient.invalidateQueries({ queryKey: spoilerKeys.all });
}
