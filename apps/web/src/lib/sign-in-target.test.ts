import { describe, expect, it } from 'vitest';
import { resolvePath } from './routes.ts';
import { signInTarget, signedOutLanding } from './sign-in-target.ts';

describe('signInTarget', () => {
  it('stat: the provider picker, addressable as /login', () => {
    expect(signInTarget('stat')).toEqual({ path: '/login', picker: true });
    const login = resolvePath('/login', 'stat');
    expect(login.kind === 'route' && login.def.opensPicker).toBe(true);
  });

  it('ott: the front door, never the picker (ott has no providers)', () => {
    expect(signInTarget('ott')).toEqual({ path: '/welcome', picker: false });
    const frontDoor = resolvePath('/welcome', 'ott');
    expect(frontDoor.kind === 'route' && frontDoor.def.name).toBe('frontDoor');
  });
});

describe('signedOutLanding', () => {
  it('home on stat, the front door on ott (whose home is for subscribers only)', () => {
    expect(signedOutLanding('stat')).toBe('/');
    expect(signedOutLanding('ott')).toBe('/welcome');
  });
});
