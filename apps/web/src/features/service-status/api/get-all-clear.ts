import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusAllClear, StatusIncidentId } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';
import { useAfterIdle } from '../../../lib/when-idle.ts';
import { statusKeys } from './status-queries.ts';

export async function getAllClear(): Promise<StatusAllClear> {
  return parseAnswer(api.get('user/status/all-clear'), import('@stat/contracts/service-status-schemas'), (s) => s.statusAllClearSchema);
}

export const allClearQuery = (openIds: readonly StatusIncidentId[]) =>
  queryOptions({ queryKey: statusKeys.allClear(openIds), queryFn: getAllClear, meta: { errorShownInPlace: true } });

/**
 * The signed-in viewer's all-clear notices, asked for in the browser only once it is idle (a
 * notice, not the page's content: neither the call nor its schemas are on the first screen's
 * path) and again whenever the open incidents change (one the viewer saw may be over).
 */
export function useAllClear(signedIn: boolean, openIds: readonly StatusIncidentId[]) {
  const idle = useAfterIdle();
  return useQuery({ ...allClearQuery(openIds), enabled: signedIn && idle }).data?.incidents ?? [];
}
