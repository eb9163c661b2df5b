import { apiErrorResponseSchema } from '@stat/contracts';

/** Error answers every /api route can give, for the OpenAPI document. */
export const commonErrorResponses = {
  400: apiErrorResponseSchema.describe('Malformed request (bad JSON, invalid field)'),
  429: apiErrorResponseSchema.describe('Rate limit exceeded'),
  500: apiErrorResponseSchema.describe('Unexpected server failure'),
};

/** Plus the CSRF refusal, for state-changing routes. */
export const stateChangingErrorResponses = {
  ...commonErrorResponses,
  403: apiErrorResponseSchema.describe('Refused: not a same-origin call from the STAT app (CSRF)'),
};

/** The 401 every personal route (`viewer: 'required'`, plugins/viewer.ts) can answer. */
export const signedOutResponse = { 401: apiErrorResponseSchema.describe('Signed out: error.session.loggedOut') };
