import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusAllClear, StatusIncidentId } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';
import { statusKeys } from './status-queries.ts';

export async function getAllClear(): Promise<StatusAllClear> {
  return parseAnswer(api.get('user/status/all-clear'), import('@stat/contracts/service-status-schemas'), (s) => s.statusAllClearSchema);
}

export const allClearQuery = (openIds: readonly StatusIncidentId[]) =>
  queryOptions({ queryKey: statusKeys.allClear(openIds), queryFn: getAllClear, meta: { errorShownInPlace: true } });

/**
 * The signed-in viewer's all-clear notices, and again whenever the open incidents change (one the
 * viewer saw may be over). The server renders them with the page, so the browser does not ask
 * for them (nor load the schemas that read them) before the first screen is interactive.
 */
export function useAllClear(signedIn: boolean, openIds: readonly StatusIncidentId[]) {
  return useQuery({ ...allClearQuery(openIds), enabled: signedIn }).data?.incidents ?? [];
}
