import { queryOptions, useQuery } from '@tanstack/react-query';
import { STATUS_REFRESH_MS, type ServiceStatus } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';
import { statusKeys } from './status-queries.ts';

export async function getServiceStatus(): Promise<ServiceStatus> {
  return parseAnswer(api.get('status'), import('@stat/contracts/service-status-schemas'), (s) => s.serviceStatusSchema);
}

/**
 * GET status, asked again every STATUS_REFRESH_MS while a page is open (and fresh that long, so
 * a page the server rendered with it does not ask again as it hydrates). A failure shows no
 * modal: the banner is simply not there, and the /status page says so in place.
 */
export const serviceStatusQuery = () =>
  queryOptions({
    queryKey: statusKeys.status(),
    queryFn: getServiceStatus,
    staleTime: STATUS_REFRESH_MS,
    refetchInterval: STATUS_REFRESH_MS,
    meta: { errorShownInPlace: true },
  });

export function useServiceStatus() {
  return useQuery(serviceStatusQuery());
}
