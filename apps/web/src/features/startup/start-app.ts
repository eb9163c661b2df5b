import type { QueryClient } from '@tanstack/react-query';
import { FALLBACK_HELP_CENTER_URL } from '@stat/contracts';
import { getDeviceId } from '../../lib/device-id.ts';
import { checkDrm } from '../../lib/drm-check.ts';
import { initFlags } from '../../lib/flags.ts';
import { dictionaryQuery } from './api/get-dictionary.ts';
import { loadStartupData } from './api/load-startup-data.ts';

export type StartupResult = { ok: true } | { ok: false; helpCenterUrl: string };

/**
 * Start-up (section 1 of both documents): the start-up data, the DRM check and the flag client
 * together. Only the data can fail the start; a flag service outage leaves the defaults.
 */
export async function startApp(queryClient: QueryClient): Promise<StartupResult> {
  const deviceId = getDeviceId();
  const [data] = await Promise.allSettled([
    loadStartupData(queryClient),
    checkDrm(),
    initFlags(deviceId).catch((error: unknown) => console.warn('Feature flags unavailable, using defaults', error)),
  ]);
  if (data.status === 'fulfilled') return { ok: true };
  console.error('Start-up failed', data.reason);
  const dictionary = queryClient.getQueryData(dictionaryQuery().queryKey);
  return { ok: false, helpCenterUrl: dictionary?.helpUrls.helpCenter ?? FALLBACK_HELP_CENTER_URL };
}
