import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@stat/contracts';
import { setAutoplay } from '../../features/player/api/set-autoplay.ts';
import { userQuery } from '../../features/startup/api/get-user.ts';

/** Saves the viewer's autoplay (the player's switch, Settings' switch) and puts the answered user in place. */
export async function saveAutoplay(queryClient: QueryClient, on: boolean): Promise<User> {
  const saved = await setAutoplay(on);
  queryClient.setQueryData(userQuery().queryKey, saved);
  return saved;
}
