import { formatUserCode, normalizeUserCode } from '@stat/contracts';
import type { DeviceTokenError, User } from '@stat/contracts';

/** What each refusal means (RFC 8628 section 3.5, RFC 6749 section 5.2), when the server gives no description. */
const REFUSALS: Partial<Record<DeviceTokenError, string>> = {
  access_denied: 'the activation was refused',
  invalid_grant: 'the code is unknown or was already used',
  invalid_client: 'the server does not accept this client_id',
  invalid_request: 'the server found the request malformed',
  unsupported_grant_type: 'the server does not offer the device grant',
};

/**
 * The lines `npm run tv` prints on stdout. A test reads them by their start (`Code: `,
 * `Go to: `, `Or open: `, `Activated.`, `Signed in as `, `Refused: `, `Expired: `, `Removed: `).
 */
export const TV_LINES = {
  /** The code as the viewer types it, `XXXX-XXXX`, whatever spelling the server sent. */
  code: (userCode: string) => {
    const canonical = normalizeUserCode(userCode);
    return `Code: ${canonical ? formatUserCode(canonical) : userCode}`;
  },
  goTo: (verificationUri: string) => `Go to: ${verificationUri}`,
  orOpen: (verificationUriComplete: string) => `Or open: ${verificationUriComplete}`,
  activated: 'Activated.',
  signedInAs: (user: Pick<User, 'userName' | 'tveUserId' | 'mso'>) =>
    `Signed in as ${user.userName || user.tveUserId} (${user.mso || 'direct'})`,
  refused: (error: DeviceTokenError, description?: string) =>
    `Refused: ${error} (${description || (REFUSALS[error] ?? error)})`,
  expired: 'Expired: the code was not used in time.',
  removed: 'Removed: this device was signed out (401).',
} as const;
