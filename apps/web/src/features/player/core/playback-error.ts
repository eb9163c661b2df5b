import { HDCP_ERROR_CODES, apiErrorSchema, type PlayerSetupError } from '@stat/contracts';
import { ApiError } from '../../../lib/api-error.ts';

/** The parts of a shaka.util.Error the player reads. */
export interface EngineError {
  code: number;
  data?: unknown[];
}

// Shaka's error codes (shaka.util.Error.Code) that the viewer hears about in their own words.
const BAD_HTTP_STATUS = 1001;
const HTTP_ERROR = 1002;
const TIMEOUT = 1003;
const SETUP_ERRORS: Readonly<Record<number, PlayerSetupError>> = {
  6000: 'Key System not supported', // NO_RECOGNIZED_KEY_SYSTEMS
  6001: 'Key System not supported', // REQUESTED_KEY_SYSTEM_CONFIG_UNAVAILABLE
  4008: 'Key System not supported', // DASH_NO_COMMON_KEY_SYSTEM
  6002: 'Could not create MediaKeys', // FAILED_TO_CREATE_CDM
  6003: 'Could not create MediaKeys', // FAILED_TO_ATTACH_TO_VIDEO
  6004: 'Certificate failure', // INVALID_SERVER_CERTIFICATE
  6015: 'Certificate failure', // SERVER_CERTIFICATE_REQUIRED
  6017: 'Certificate failure', // SERVER_CERTIFICATE_REQUEST_FAILED
};
const LICENSE_REQUEST_FAILED = 6007;

export type PlaybackProblem =
  | { kind: 'hdcp' }
  | { kind: 'setup'; error: PlayerSetupError }
  | { kind: 'refused'; error: ApiError }
  | { kind: 'network' }
  | { kind: 'other'; code: number };

/** The API's error from the body of a refused licence request (a BAD_HTTP_STATUS error's data[2]). */
function refusalOf(error: EngineError | undefined): ApiError | null {
  if (!error || error.code !== BAD_HTTP_STATUS) return null;
  const body = error.data?.[2];
  if (typeof body !== 'string') return null;
  try {
    const parsed = apiErrorSchema.safeParse((JSON.parse(body) as { error?: unknown }).error);
    const status = error.data?.[1];
    return parsed.success ? new ApiError(parsed.data, typeof status === 'number' ? status : undefined) : null;
  } catch {
    return null;
  }
}

/**
 * What went wrong, in the player's terms (streaming spec sections 4 and 8): an HDCP failure
 * (3016, 4012) falls back to SD; the three setup errors are named; a licence the server refused
 * carries the API's reason; a network failure after all retries; anything else.
 */
export function classifyError(error: EngineError): PlaybackProblem {
  if ((HDCP_ERROR_CODES as readonly number[]).includes(error.code)) return { kind: 'hdcp' };
  const setup = SETUP_ERRORS[error.code];
  if (setup) return { kind: 'setup', error: setup };
  if (error.code === LICENSE_REQUEST_FAILED) {
    const refusal = refusalOf(error.data?.[0] as EngineError | undefined);
    return refusal ? { kind: 'refused', error: refusal } : { kind: 'network' };
  }
  if (error.code === BAD_HTTP_STATUS || error.code === HTTP_ERROR || error.code === TIMEOUT) return { kind: 'network' };
  return { kind: 'other', code: error.code };
}
