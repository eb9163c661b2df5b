import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Device } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { deviceKeys } from './device-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET devices?downloaders=1: the viewer's activated devices, newest first. */
export async function getDevices(): Promise<Device[]> {
  return (await parseAnswer(
    api.get('devices', { query: { downloaders: 1 } }),
    import('@stat/contracts/device-schemas'),
    (s) => s.devicesSchema,
  )).devices;
}

export const devicesQuery = () => queryOptions({ queryKey: deviceKeys.list(), queryFn: getDevices });

export function useDevices() {
  return useQuery(devicesQuery());
}
