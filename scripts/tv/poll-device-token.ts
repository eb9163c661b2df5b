import { DEVICE_FLOW, deviceTokenSchema, oauthErrorSchema } from '@stat/contracts';
import type { TokenAnswer } from './device-polling.ts';
import { callStat, issuesText, unexpectedAnswer } from './stat-http.ts';

const PATH = '/api/device/token';

/** POST /api/device/token (RFC 8628 section 3.4): the tokens, or why not yet (or never). */
export async function pollDeviceToken(baseUrl: string, deviceCode: string, platform: string): Promise<TokenAnswer> {
  const answer = await callStat(baseUrl, PATH, {
    method: 'POST',
    form: { grant_type: DEVICE_FLOW.grantType, device_code: deviceCode, client_id: platform },
  });
  if (answer.status === 200) {
    const token = deviceTokenSchema.safeParse(answer.body);
    if (token.success) return { ok: true, token: token.data };
    throw unexpectedAnswer('POST', PATH, answer, `not a token (${issuesText(token.error.issues)})`);
  }
  // RFC 6749 section 5.2: 400 mostly, 401 for invalid_client; the body decides.
  const error = oauthErrorSchema.safeParse(answer.body);
  if (error.success) return { ok: false, error: error.data };
  throw unexpectedAnswer('POST', PATH, answer);
}
