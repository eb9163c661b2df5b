import { ERROR_CODES, MESSAGES, type ActivateDeviceAnswer } from '@stat/contracts';
import type { ApiError } from '../../lib/api-error.ts';

/** What the viewer sees after `POST device/activate/{code}` (shell spec sections 4 and 8). */
export type ActivationOutcome =
  | { kind: 'success' }
  /** OK only: the device cannot be activated, whatever the code. */
  | { kind: 'unsupported' }
  /** The dialog closes and the generic modal shows the error. */
  | { kind: 'deviceLimit'; error: ApiError }
  /** The error's text, with Not Now and Retry Activation. */
  | { kind: 'failed'; message: string };

/** Success only on REGISTERED_ACTIVE; any other status is 'Invalid device status.' (streaming spec section 4). */
export function outcomeOfAnswer(answer: ActivateDeviceAnswer): ActivationOutcome {
  return answer.deviceStatus === 'REGISTERED_ACTIVE' ? { kind: 'success' } : { kind: 'failed', message: MESSAGES.activationInvalidDeviceStatus };
}

export function outcomeOfError(error: ApiError): ActivationOutcome {
  if (error.code === ERROR_CODES.deviceUnsupported) return { kind: 'unsupported' };
  if (error.code === ERROR_CODES.deviceLimit) return { kind: 'deviceLimit', error };
  return { kind: 'failed', message: error.body };
}
