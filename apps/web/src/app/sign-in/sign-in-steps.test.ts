import { describe, expect, it } from 'vitest';
import { isRegistrationShown, stepAfterRegistration, upsellAfterSignIn } from './sign-in-steps.ts';

describe('stepAfterRegistration (shell spec section 4, in order of precedence)', () => {
  const none = { underAge: false, canSetParentalControls: false, activationPending: false };

  it('a minor who entered personal data sees the under-18 notice, whatever else holds', () => {
    expect(stepAfterRegistration({ underAge: true, canSetParentalControls: true, activationPending: true })).toBe('under18');
  });

  it('then parental controls, before a pending activation', () => {
    expect(stepAfterRegistration({ ...none, canSetParentalControls: true, activationPending: true })).toBe('parentalControls');
  });

  it('then a pending activation code', () => {
    expect(stepAfterRegistration({ ...none, activationPending: true })).toBe('activate');
  });

  it('otherwise the welcome', () => {
    expect(stepAfterRegistration(none)).toBe('welcome');
  });
});

describe('isRegistrationShown', () => {
  const base = { variant: 'stat' as const, user: { registered: false }, onPlayer: false, closedWithoutSaving: false };

  it('shows for a signed-in stat user who is not registered', () => {
    expect(isRegistrationShown(base)).toBe(true);
  });

  it('not for registered or signed-out visitors, on ott, over the global player, or once closed without saving', () => {
    expect(isRegistrationShown({ ...base, user: { registered: true } })).toBe(false);
    expect(isRegistrationShown({ ...base, user: null })).toBe(false);
    expect(isRegistrationShown({ ...base, variant: 'ott' })).toBe(false);
    expect(isRegistrationShown({ ...base, onPlayer: true })).toBe(false);
    expect(isRegistrationShown({ ...base, closedWithoutSaving: true })).toBe(false);
  });
});

describe('upsellAfterSignIn', () => {
  const entitled = { registered: true, isAuthorized: true };
  const lacking = { registered: true, isAuthorized: false };

  it('has nothing to decide without a fresh sign-in', () => {
    expect(upsellAfterSignIn({ justSignedIn: false, user: lacking, dialogOpen: false })).toBeNull();
  });

  it('shows for a registered user whose package lacks the network, not for an entitled one', () => {
    expect(upsellAfterSignIn({ justSignedIn: true, user: lacking, dialogOpen: false })).toBe(true);
    expect(upsellAfterSignIn({ justSignedIn: true, user: entitled, dialogOpen: false })).toBe(false);
  });

  it('waits for registration and for the dialog on screen to close', () => {
    expect(upsellAfterSignIn({ justSignedIn: true, user: { registered: false, isAuthorized: false }, dialogOpen: true })).toBeNull();
    expect(upsellAfterSignIn({ justSignedIn: true, user: lacking, dialogOpen: true })).toBeNull();
  });

  it('drops the sign-in of a viewer who has signed out', () => {
    expect(upsellAfterSignIn({ justSignedIn: true, user: null, dialogOpen: false })).toBe(false);
  });
});
