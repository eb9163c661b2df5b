import { deviceAuthorizationSchema, oauthErrorSchema } from '@stat/contracts';
import type { DeviceAuthorization, OAuthError } from '@stat/contracts';
import { callStat, issuesText, unexpectedAnswer } from './stat-http.ts';

const PATH = '/api/device/code';

export type DeviceCodeAnswer = { ok: true; authorization: DeviceAuthorization } | { ok: false; error: OAuthError };

/** POST /api/device/code (RFC 8628 section 3.1): a code for the TV of `platform`. */
export async function requestDeviceCode(baseUrl: string, platform: string): Promise<DeviceCodeAnswer> {
  const answer = await callStat(baseUrl, PATH, { method: 'POST', form: { client_id: platform } });
  if (answer.status === 200) {
    const authorization = deviceAuthorizationSchema.safeParse(answer.body);
    if (authorization.success) return { ok: true, authorization: authorization.data };
    throw unexpectedAnswer('POST', PATH, answer, `not a device authorization (${issuesText(authorization.error.issues)})`);
  }
  const error = oauthErrorSchema.safeParse(answer.body);
  if (error.success) return { ok: false, error: error.data };
  throw unexpectedAnswer('POST', PATH, answer);
}
