import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PreviewPlans, PreviewPlansRequest } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { billingKeys } from './billing-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** POST user/previewplans: what the plans cost today and next, with a coupon, a gift card and the postal code. */
export async function previewPlans(request: PreviewPlansRequest): Promise<PreviewPlans> {
  return parseAnswer(api.post('user/previewplans', request), import('@stat/contracts/billing-schemas'), (s) => s.previewPlansSchema);
}

/**
 * The preview, its refusal as a result: a coupon or gift card refused goes by its field (its
 * body is the text), not in the generic modal a failed query would open.
 */
export const previewQuery = (request: PreviewPlansRequest) =>
  queryOptions({ queryKey: billingKeys.preview(request), queryFn: () => asResult(previewPlans(request)), staleTime: 60_000 });

/** The preview of `request`; the last figures stay on screen while a changed order is previewed (not a refusal). */
export function usePreview(request: PreviewPlansRequest) {
  return useQuery({ ...previewQuery(request), placeholderData: (previous) => (previous?.ok ? previous : undefined) });
}
