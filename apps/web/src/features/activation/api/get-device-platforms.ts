import { queryOptions, useQuery } from '@tanstack/react-query';
import { activatePlatformsSchema, type ActivatePlatform } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { deviceKeys } from './device-queries.ts';

/**
 * GET device/platforms: the devices the viewer may activate, the server's reading of
 * `platforms.activate` (the TV provider's, or the service's own on ott): the list the server
 * checks the activation against.
 */
export async function getDevicePlatforms(): Promise<ActivatePlatform[]> {
  return activatePlatformsSchema.parse(await api.get('device/platforms')).activate;
}

export const devicePlatformsQuery = () => queryOptions({ queryKey: deviceKeys.platforms(), queryFn: getDevicePlatforms, staleTime: Infinity });

export function useDevicePlatforms(enabled: boolean) {
  return useQuery({ ...devicePlatformsQuery(), enabled });
}
