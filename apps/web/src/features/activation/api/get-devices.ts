import { queryOptions, useQuery } from '@tanstack/react-query';
import { devicesSchema, type Device } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { deviceKeys } from './device-queries.ts';

/** GET devices?downloaders=1: the viewer's activated devices, newest first. */
export async function getDevices(): Promise<Device[]> {
  return devicesSchema.parse(await api.get('devices', { query: { downloaders: 1 } })).devices;
}

export const devicesQuery = () => queryOptions({ queryKey: deviceKeys.list(), queryFn: getDevices });

export function useDevices() {
  return useQuery(devicesQuery());
}
