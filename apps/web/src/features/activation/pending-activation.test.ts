import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { isActivationPending, usePendingActivation } from './pending-activation.ts';

beforeEach(() => {
  usePendingActivation.getState().finish();
});

describe('pending activation', () => {
  it('holds a code for the trip through sign-in, in session storage', () => {
    expect(isActivationPending()).toBe(false);
    usePendingActivation.getState().holdCode('BCDFGHJK');
    expect(isActivationPending()).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.activationCode)!).state).toMatchObject({ open: true, code: 'BCDFGHJK' });
  });

  it('is not pending when open at the code form, without a code', () => {
    usePendingActivation.getState().start();
    expect(isActivationPending()).toBe(false);
  });

  it('remembers a registration during the activation until it ends', () => {
    const state = usePendingActivation.getState();
    state.start('BCDFGHJK');
    state.markRegistered();
    expect(usePendingActivation.getState().withRegistration).toBe(true);
    usePendingActivation.getState().finish();
    expect(usePendingActivation.getState()).toMatchObject({ open: false, code: null, withRegistration: false });
  });
});
