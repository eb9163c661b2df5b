import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '@stat/contracts';
import { outcomeOfAnswer, outcomeOfError } from './activation-outcome.ts';
import { testApiError } from '../../testing/fixtures.ts';

describe('outcomeOfAnswer', () => {
  it('succeeds only on REGISTERED_ACTIVE', () => {
    expect(outcomeOfAnswer({ deviceStatus: 'REGISTERED_ACTIVE' })).toEqual({ kind: 'success' });
  });

  it.each(['REGISTERED_INACTIVE', 'UNREGISTERED'] as const)('takes %s for an invalid device status', (deviceStatus) => {
    expect(outcomeOfAnswer({ deviceStatus })).toEqual({ kind: 'failed', message: MESSAGES.activationInvalidDeviceStatus });
  });
});

describe('outcomeOfError', () => {
  it('offers only OK for an unsupported device', () => {
    expect(outcomeOfError(testApiError(ERROR_CODES.deviceUnsupported, MESSAGES.activationDeviceUnsupported))).toEqual({ kind: 'unsupported' });
  });

  it('hands the device limit to the generic modal', () => {
    const error = testApiError(ERROR_CODES.deviceLimit, 'Too many devices.');
    expect(outcomeOfError(error)).toEqual({ kind: 'deviceLimit', error });
  });

  it('shows any other error’s own text', () => {
    expect(outcomeOfError(testApiError(ERROR_CODES.deviceCodeInvalid, MESSAGES.activationFailed))).toEqual({
      kind: 'failed',
      message: MESSAGES.activationFailed,
    });
    expect(outcomeOfError(testApiError(ERROR_CODES.clientUncaught, MESSAGES.clientUncaught))).toEqual({ kind: 'failed', message: MESSAGES.clientUncaught });
  });
});
