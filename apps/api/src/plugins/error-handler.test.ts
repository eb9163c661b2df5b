import { describe, expect, it } from 'vitest';
import { apiErrorResponseSchema, ofrepRequestErrorSchema } from '@stat/contracts';
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
