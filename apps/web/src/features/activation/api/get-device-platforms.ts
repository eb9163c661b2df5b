import { queryOptions, useQuery } from '@tanstack/react-query';
import { activatePlatformsSchema, type ActivatePlatform } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { deviceKeys } from './device-queries.ts';

/**
 * GET device/platforms: the devices a direct (ott) account may activate. A provider's viewer
 * reads them from the provider's data (`platforms.activate`) instead.
 */
export async function getDevicePlatforms(): Promise<ActivatePlatform[]> {
  return activatePlatformsSchema.parse(await api.get('device/platforms')).activate;
}

export const devicePlatformsQuery = () => queryOptions({ queryKey: deviceKeys.platforms(), queryFn: getDevicePlatforms, staleTime: Infinity });

export function useDevicePlatforms(enabled: boolean) {
  return useQuery({ ...devicePlatformsQuery(), enabled });
}
