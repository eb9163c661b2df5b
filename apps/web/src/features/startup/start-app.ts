import type { QueryClient } from '@tanstack/react-query';
import { FALLBACK_HELP_CENTER_URL, visitorState } from '@stat/contracts';
import { checkDrm } from '../../lib/drm-check.ts';
import { startFlags } from '../../lib/flags.ts';
import { resolvePath } from '../../lib/routes.ts';
import { VARIANT } from '../../lib/variant.ts';
import { applyAppStyles } from './app-styles.ts';
import { dictionaryQuery } from './api/get-dictionary.ts';
import { userQuery } from './api/get-user.ts';
import { loadStartupData } from './api/load-startup-data.ts';

export type StartupResult = { ok: true } | { ok: false; helpCenterUrl: string };

/**
 * Whether the first screen's access depends on a flag: only the direct variant's paywall
 * (`paywallClosed`) for an unauthorized visitor on a paywalled route (evaluate-access.ts).
 */
function firstScreenNeedsFlags(queryClient: QueryClient, pathname: string): boolean {
  if (VARIANT !== 'ott') return false;
  if (visitorState(queryClient.getQueryData(userQuery().queryKey) ?? null) !== 'unauthorized') return false;
  const first = resolvePath(pathname);
  return first.kind === 'route' && first.def.paywalled === true;
}

/**
 * Start-up (section 1 of both documents): the start-up data and the DRM check together, and the
 * app's stylesheets, all before the first render. Only the data can fail the start. The flag
 * client starts after the first render (main.tsx) unless the first screen's rules need a flag.
 */
export async function startApp(queryClient: QueryClient, pathname: string = location.pathname): Promise<StartupResult> {
  const [data] = await Promise.allSettled([loadStartupData(queryClient), checkDrm(), applyAppStyles()]);
  if (data.status === 'rejected') {
    console.error('Start-up failed', data.reason);
    const dictionary = queryClient.getQueryData(dictionaryQuery().queryKey);
    return { ok: false, helpCenterUrl: dictionary?.helpUrls.helpCenter ?? FALLBACK_HELP_CENTER_URL };
  }
  if (firstScreenNeedsFlags(queryClient, pathname)) await startFlags();
  return { ok: true };
}
