import type { PartnerId } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET partner/authentication-url/{partnerId}: the partner's sign-in page, for the browser to go to (it opens the sign-in there). */
export async function getPartnerAuthenticationUrl(partnerId: PartnerId): Promise<string> {
  return (await parseAnswer(
    api.get(`partner/authentication-url/${partnerId}`),
    import('@stat/contracts/partners-schemas'),
    (s) => s.partnerAuthenticationUrlSchema,
  )).url;
}
