import { partnerAuthenticationUrlSchema, type PartnerId } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';

/** GET partner/authentication-url/{partnerId}: the partner's sign-in page, for the browser to go to (it opens the sign-in there). */
export async function getPartnerAuthenticationUrl(partnerId: PartnerId): Promise<string> {
  return partnerAuthenticationUrlSchema.parse(await api.get(`partner/authentication-url/${partnerId}`)).url;
}
