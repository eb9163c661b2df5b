import { describe, expect, it } from 'vitest';
import { apiErrorResponseSchema, dictionarySchema, ERROR_CODES, providerDataSchema } from '@stat/contracts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('GET /api/mso/{id}', () => {
  it("gives every dictionary provider's data, publicly cacheable, without its sign-in page's look or OIDC settings", async () => {
    const dictionary = dictionarySchema.parse((await t.app.inject({ url: '/api/dictionary' })).json());
    for (const mso of dictionary.msos) {
      const response = await t.app.inject({ url: `/api/mso/${mso.id}` });
      expect(response.statusCode, String(mso.id)).toBe(200);
      const data = providerDataSchema.strict().parse(response.json());
      expect(data).toMatchObject({ id: mso.id, mso: mso.mso, logInText: mso.logInText });
      expect(response.body).not.toMatch(/"brand"|"oidc"|clientSecret/);
      expect(response.headers['cache-control']).toMatch(/^public, max-age=300/);
    }
  });

  it('gives the seed data of a provider, with its logout link on the public URL', async () => {
    const response = await t.app.inject({ url: '/api/mso/101' });
    expect(response.json()).toMatchObject({
      id: 101,
      mso: 'NORTHWIND',
      accountType: 'primarySub',
      parentalControls: 'SHOWTIME',
      logOutLink: 'http://localhost:8080/idp/logout/101',
    });
    expect(response.json().registration.sub.map((field: { id: string }) => field.id)).toContain('dob');
  });

  it('answers 304 to a matching If-None-Match, and never touches the session or its cookie', async () => {
    const first = await t.app.inject({ url: '/api/mso/102' });
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ url: '/api/mso/102', headers: { 'if-none-match': etag, cookie: `stat_sid=${'D'.repeat(43)}` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['set-cookie']).toBeUndefined();
    expect((await t.app.inject({ url: '/api/mso/101', headers: { 'if-none-match': etag } })).statusCode).toBe(200);
  });

  it('answers 404 error.mso.notfound for an unknown provider', async () => {
    const response = await t.app.inject({ url: '/api/mso/999' });
    expect(response.statusCode).toBe(404);
    expect(apiErrorResponseSchema.parse(response.json()).error.code).toBe(ERROR_CODES.providerNotFound);
  });

  it.each(['abc', '1e2', '-101', '0x65', '101.0', '1234567890', '%20101'])('answers 400 in the error shape to the id %s', async (id) => {
    const response = await t.app.inject({ url: `/api/mso/${id}` });
    expect(response.statusCode).toBe(400);
    expect(apiErrorResponseSchema.parse(response.json()).error.code).toBe(ERROR_CODES.requestInvalid);
  });
});
