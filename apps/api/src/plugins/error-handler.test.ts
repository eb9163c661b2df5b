import { describe, expect, it } from 'vitest';
import { apiErrorResponseSchema, ERROR_CODES, ofrepRequestErrorSchema } from '@stat/contracts';
import { APP_HEADERS, useTestApp } from '../test/test-app.ts';

const t = useTestApp();

/** An empty body announced as JSON, to a path no route takes: refused while the not-found answer reads the body. */
const emptyJson = (url: string) => t.app.inject({ method: 'POST', url, headers: { ...APP_HEADERS, 'content-type': 'application/json' } });

describe('a request no route takes, refused on the way to the not-found answer', () => {
  it('is answered in OFREP’s shape under /ofrep (found by the fuzz run: it was in ours)', async () => {
    const response = await emptyJson('/ofrep/v1/evaluate/flags;jsessionid=1');
    expect(response.statusCode).toBe(400);
    expect(ofrepRequestErrorSchema.parse(response.json())).toMatchObject({ errorCode: 'PARSE_ERROR' });
  });

  it('is answered in ours under /api', async () => {
    const response = await emptyJson('/api/not-a-route');
    expect(response.statusCode).toBe(400);
    expect(apiErrorResponseSchema.parse(response.json()).error.exceptionType).toBe('EmptyBody');
  });
});

describe('text PostgreSQL cannot store (found by the fuzz run: each was a 500)', () => {
  const refusedAsInvalid = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(apiErrorResponseSchema.parse(response.json()).error).toMatchObject({ code: ERROR_CODES.requestInvalid, exceptionType: 'UnstorableText' });
  };

  it('refuses a NUL in a path parameter as a bad request', async () => {
    refusedAsInvalid(await t.app.inject({ method: 'GET', url: '/api/search/quick/ab%00', headers: APP_HEADERS }));
  });

  it('refuses a NUL in a JSON field, through the query drizzle wraps', async () => {
    const payload = JSON.stringify({ creativeId: 'house\u00007' });
    refusedAsInvalid(await t.app.inject({ method: 'POST', url: '/api/adplay/preroll/start', headers: { ...APP_HEADERS, 'content-type': 'application/json' }, payload }));
  });
});
