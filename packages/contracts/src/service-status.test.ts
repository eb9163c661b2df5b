import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES } from './routes.ts';
import { incidentsAffecting, pageAffected, STATUS_AFFECTS, type StatusAffects, type StatusPage } from './service-status.ts';
import { statusIncidentTextSchema } from './service-status-schemas.ts';

/** The oracle: each page, and the incidents that mark it (all marks every page). */
const CASES: [string, StatusPage, StatusAffects[]][] = [
  ['/ppv', { route: 'ppv' }, ['ppv', 'all']],
  ['/ppv/test-your-setup', { route: 'ppvTestYourSetup' }, ['ppv', 'all']],
  ['/play/ppv', { route: 'playLive', channel: 'ppv' }, ['ppv', 'all']],
  ['/play/shoeast', { route: 'playLive', channel: 'shoeast' }, ['live', 'all']],
  ['/play/showest', { route: 'playLive', channel: 'showest' }, ['live', 'all']],
  ['/schedule', { route: 'liveTV' }, ['live', 'all']],
  ['/schedule/shoeast', { route: 'liveTV', channel: null }, ['live', 'all']],
  ['/tvp/1', { route: 'msoLogin' }, ['sign-in', 'all']],
  ['/handleLogin', { route: 'handleLogin' }, ['sign-in', 'all']],
  ['/login', { route: 'home', signIn: true }, ['sign-in', 'all']],
  ['/welcome', { route: 'frontDoor' }, ['sign-in', 'all']],
  ['/createaccount', { route: 'createAccount' }, ['sign-in', 'all']],
  ['/forgotpassword', { route: 'forgotPassword' }, ['sign-in', 'all']],
  ['/resetpassword', { route: 'resetPassword' }, ['sign-in', 'all']],
  ['/', { route: 'home' }, ['all']],
  ['/play/123 (a title)', { route: 'play' }, ['all']],
  ['/fight/30007', { route: 'fightDetail' }, ['all']],
  ['/settings', { route: 'settings' }, ['all']],
  ['a page not in the table', { route: undefined }, ['all']],
];

describe('which pages an incident marks', () => {
  for (const [name, page, marked] of CASES) {
    for (const affects of STATUS_AFFECTS) {
      const expected = marked.includes(affects);
      it(`${affects} ${expected ? 'marks' : 'leaves'} ${name}`, () => {
        expect(pageAffected(affects, page)).toBe(expected);
      });
    }
  }

  it('all marks every route of the table', () => {
    for (const route of ROUTE_NAMES) expect(pageAffected('all', { route })).toBe(true);
  });

  it('incidentsAffecting keeps the marking ones in their order', () => {
    const incidents = [
      { id: 1, affects: 'sign-in' as const },
      { id: 2, affects: 'all' as const },
      { id: 3, affects: 'live' as const },
    ];
    expect(incidentsAffecting(incidents, { route: 'liveTV' }).map((incident) => incident.id)).toEqual([2, 3]);
  });
});

describe('the incident text', () => {
  it.each([
    ['Live channels are buffering; we are on it.', true],
    ['  trimmed  ', true],
    ['ok', false],
    ['x'.repeat(281), false],
    ['x'.repeat(280), true],
    ['two\nlines', false],
    ['<b>markup stays text</b>', true],
  ])('%j valid: %s', (text, valid) => {
    expect(statusIncidentTextSchema.safeParse(text).success).toBe(valid);
  });
});
