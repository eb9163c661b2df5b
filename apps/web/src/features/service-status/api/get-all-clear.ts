import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusAllClear, StatusIncidentId } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';
import { useHydrating } from '../../../lib/use-hydrating.ts';
import { statusKeys } from './status-queries.ts';

export async function getAllClear(): Promise<StatusAllClear> {
  return parseAnswer(api.get('user/status/all-clear'), import('@stat/contracts/service-status-schemas'), (s) => s.statusAllClearSchema);
}

export const allClearQuery = (openIds: readonly StatusIncidentId[]) =>
  queryOptions({ queryKey: statusKeys.allClear(openIds), queryFn: getAllClear, meta: { errorShownInPlace: true } });

/**
 * The signed-in viewer's all-clear notices, asked for in the browser only (a notice, not the
 * page's content) and again whenever the open incidents change (one the viewer saw may be over).
 */
export function useAllClear(signedIn: boolean, openIds: readonly StatusIncidentId[]) {
  const hydrating = useHydrating();
  return useQuery({ ...allClearQuery(openIds), enabled: signedIn && !hydrating }).data?.incidents ?? [];
}
