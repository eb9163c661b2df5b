import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { classifyError, type EngineError } from './playback-error.ts';

/** A licence request the server answered with an HTTP error: Shaka's 6007 around its 1001. */
const refusedLicence = (body: string): EngineError => ({ code: 6007, data: [{ code: 1001, data: ['/api/drm/licence', 403, body] }] });

describe('classifyError', () => {
  it.each([3016, 4012])('takes %i for an HDCP failure', (code) => {
    expect(classifyError({ code })).toEqual({ kind: 'hdcp' });
  });

  it.each([
    [6000, 'Key System not supported'],
    [6001, 'Key System not supported'],
    [4008, 'Key System not supported'],
    [6002, 'Could not create MediaKeys'],
    [6003, 'Could not create MediaKeys'],
    [6004, 'Certificate failure'],
    [6015, 'Certificate failure'],
    [6017, 'Certificate failure'],
  ])('names setup error %i “%s”', (code, error) => {
    expect(classifyError({ code })).toEqual({ kind: 'setup', error });
  });

  it('carries the API’s reason when the server refused the licence', () => {
    const error = { code: 'error.playback.parentalRestriction', body: 'This is above the viewing restrictions set for this profile.' };
    expect(classifyError(refusedLicence(JSON.stringify({ error })))).toEqual({ kind: 'refused', error: new ApiError(error, 403) });
  });

  it.each([
    ['a body that is not JSON', 'Bad gateway'],
    ['JSON without the error shape', JSON.stringify({ error: { message: 'no code' } })],
  ])('takes a licence failure with %s for the network', (_, body) => {
    expect(classifyError(refusedLicence(body))).toEqual({ kind: 'network' });
  });

  it('takes a licence request that never reached the server for the network', () => {
    expect(classifyError({ code: 6007, data: [{ code: 1002 }] })).toEqual({ kind: 'network' });
    expect(classifyError({ code: 6007 })).toEqual({ kind: 'network' });
  });

  it.each([1001, 1002, 1003])('takes HTTP failure %i for the network', (code) => {
    expect(classifyError({ code })).toEqual({ kind: 'network' });
  });

  it('keeps the code of anything else', () => {
    expect(classifyError({ code: 4000 })).toEqual({ kind: 'other', code: 4000 });
  });
});
