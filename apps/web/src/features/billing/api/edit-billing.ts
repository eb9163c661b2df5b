import { useMutation } from '@tanstack/react-query';
import type { EditBilling, EditBillingRequest } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { whileInFlight } from '../../../lib/idempotent-call.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** PUT user/subscription/bacon: the payment method on file becomes the one the token stands for; once per Idempotency-Key. */
export async function editBilling(request: EditBillingRequest, idempotencyKey: string): Promise<EditBilling> {
  return parseAnswer(
    whileInFlight(() => api.put('user/subscription/bacon', request, { headers: { 'Idempotency-Key': idempotencyKey } })),
    import('@stat/contracts/edit-billing-schemas'),
    (s) => s.editBillingSchema,
  );
}

/** The update; a refusal (a rule, a decline) is a result the form shows. */
export function useEditBilling() {
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: EditBillingRequest; idempotencyKey: string }) => asResult(editBilling(request, idempotencyKey)),
  });
}
