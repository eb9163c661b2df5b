import { useMutation } from '@tanstack/react-query';
import type { GiftCardValidation } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/**
 * GET giftcard/{code}/captcha/{token}/action/gift_validation: the card's value and what
 * redeeming it would do. Not a query: each call spends its captcha solution, so it is never
 * cached or retried on its own.
 */
export async function validateGiftCard(code: string, captchaToken: string): Promise<GiftCardValidation> {
  const path = `giftcard/${encodeURIComponent(code)}/captcha/${encodeURIComponent(captchaToken)}/action/gift_validation`;
  return parseAnswer(api.get(path), import('@stat/contracts/gift-cards-schemas'), (s) => s.giftCardValidationSchema);
}

/** The check; a refusal (an unknown or redeemed card, a captcha to solve again) is a result shown by the form. */
export function useValidateGiftCard() {
  return useMutation({
    mutationFn: ({ code, captchaToken }: { code: string; captchaToken: string }) => asResult(validateGiftCard(code, captchaToken)),
  });
}
