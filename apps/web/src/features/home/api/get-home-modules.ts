import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeModule } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { getFlag } from '../../../lib/flags.ts';
import { homeKeys } from './home-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET modules?supportedModules=...: the home shelves of the types this client renders. */
export async function getHomeModules(supported: readonly string[]): Promise<HomeModule[]> {
  return (await parseAnswer(
    api.get('modules', { query: { supportedModules: supported.join(',') } }),
    import('@stat/contracts/catalogue-schemas'),
    (s) => s.homeModulesSchema,
  )).modules;
}

export const homeModulesQuery = (supported: readonly string[]) =>
  queryOptions({ queryKey: homeKeys.modules(supported), queryFn: () => getHomeModules(supported), staleTime: 5 * 60_000 });

/** The home shelves; the supported types come from the flag `supportedHomeModules`. */
export function useHomeModules() {
  return useQuery(homeModulesQuery(getFlag('supportedHomeModules')));
}
