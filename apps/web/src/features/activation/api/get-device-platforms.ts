import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivatePlatform } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { deviceKeys } from './device-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/**
 * GET device/platforms: the devices the viewer may activate, the server's reading of
 * `platforms.activate` (the TV provider's, or the service's own on ott): the list the server
 * checks the activation against.
 */
export async function getDevicePlatforms(): Promise<ActivatePlatform[]> {
  return (await parseAnswer(api.get('device/platforms'), import('@stat/contracts/device-schemas'), (s) => s.activatePlatformsSchema)).activate;
}

export const devicePlatformsQuery = () => queryOptions({ queryKey: deviceKeys.platforms(), queryFn: getDevicePlatforms, staleTime: Infinity });

export function useDevicePlatforms(enabled: boolean) {
  return useQuery({ ...devicePlatformsQuery(), enabled });
}
