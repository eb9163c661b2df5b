import { describe, expect, it } from 'vitest';
import { TV_LINES } from './tv-lines.ts';

describe('TV_LINES', () => {
  it('shows the code as XXXX-XXXX whatever spelling the server sent', () => {
    expect(TV_LINES.code('BCDF-GHJK')).toBe('Code: BCDF-GHJK');
    expect(TV_LINES.code('bcdfghjk')).toBe('Code: BCDF-GHJK');
  });

  it('names the account by user name, else tveUserId, and its provider, else direct', () => {
    expect(TV_LINES.signedInAs({ userName: 'viewer', tveUserId: 'u1', mso: 'BLUEFINCH' })).toBe('Signed in as viewer (BLUEFINCH)');
    expect(TV_LINES.signedInAs({ userName: null, tveUserId: 'u1', mso: null })).toBe('Signed in as u1 (direct)');
  });

  it("gives a refusal the server's description, else what the error means", () => {
    expect(TV_LINES.refused('access_denied', 'Not now.')).toBe('Refused: access_denied (Not now.)');
    expect(TV_LINES.refused('access_denied')).toBe('Refused: access_denied (the activation was refused)');
  });
});
