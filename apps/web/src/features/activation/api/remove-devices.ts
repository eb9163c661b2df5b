import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeviceId } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { deviceKeys } from './device-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** DELETE device/deauthorize/{id}, or DELETE devices for all of them: each is signed out at once. */
export async function removeDevices(id: DeviceId | 'all'): Promise<void> {
  await parseAnswer(
    api.delete(id === 'all' ? 'devices' : `device/deauthorize/${id}`),
    import('@stat/contracts/server-api-schemas'),
    (s) => s.emptyObjectSchema,
  );
}

/** The removal in flight (its id or 'all') is the list's deleting state. */
export function useRemoveDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDevices,
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
