import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES, MESSAGES } from '@stat/contracts';
import { api, apiUrl } from './api-client.ts';
import { ApiError } from './api-error.ts';

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('api wrapper', () => {
  it('prefixes api/ unless the path is absolute, and adds the query', () => {
    expect(apiUrl('now')).toBe('/api/now');
    expect(apiUrl('/ofrep/v1/evaluate/flags')).toBe('/ofrep/v1/evaluate/flags');
    expect(apiUrl('devices', { downloaders: 1, skip: undefined })).toBe('/api/devices?downloaders=1');
  });

  it('sends JSON with credentials and the three X-STAT headers; a JSON body only for non-GET', async () => {
    fetchMock.mockResolvedValueOnce(json({ ok: 1 })).mockResolvedValueOnce(json({ ok: 2 }));
    await expect(api.get('user')).resolves.toEqual({ ok: 1 });
    await api.post('user/autoplay/true', { a: 1 });
    const [getUrl, getInit] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(getUrl).toBe('/api/user');
    expect(getInit).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(getInit.body).toBeUndefined();
    expect(getInit.headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-STAT-appVersion': '3.2.7',
      'X-STAT-contentVersion': 'STAT',
      'X-STAT-displayType': 'WEB',
    });
    const [, postInit] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(postInit).toMatchObject({ method: 'POST', body: '{"a":1}' });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await api.delete('resumewatching/1');
    const [, deleteInit] = fetchMock.mock.calls[2] as [string, RequestInit];
    expect(deleteInit).toMatchObject({ method: 'DELETE', body: '{}' });
  });

  it('shares identical in-flight requests unless forced', async () => {
    fetchMock.mockImplementation(async () => json({ n: fetchMock.mock.calls.length }));
    const [a, b] = await Promise.all([api.get('now'), api.get('now')]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(a).toBe(b);
    await Promise.all([api.get('now'), api.get('now', { force: true })]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // Different bodies are different requests.
    await Promise.all([api.put('user', { a: 1 }), api.put('user', { a: 2 })]);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    // Settled requests are not reused.
    await api.get('now');
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it("sends a call's own headers, and keeps calls with other headers apart", async () => {
    fetchMock.mockImplementation(async () => json({ ok: true }));
    await Promise.all([
      api.post('user/subscription/bacon', { a: 1 }, { headers: { 'Idempotency-Key': 'k1' } }),
      api.post('user/subscription/bacon', { a: 1 }, { headers: { 'Idempotency-Key': 'k2' } }),
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'k1', 'X-STAT-displayType': 'WEB' });
  });

  it("carries an error answer's Retry-After, in seconds", async () => {
    const busy = { error: { code: ERROR_CODES.idempotencyInFlight, body: 'Still running' } };
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(busy), { status: 409, headers: { 'content-type': 'application/json', 'retry-after': '2' } }));
    const error = await api.post('user/subscription/bacon', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: ERROR_CODES.idempotencyInFlight, status: 409, retryAfterSeconds: 2 });
  });

  it('returns raw bytes for a binary type or responseType arraybuffer', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    fetchMock.mockResolvedValueOnce(new Response(bytes, { headers: { 'content-type': 'application/octet-stream' } }));
    const answer = await api.get<ArrayBuffer>('cert');
    expect(new Uint8Array(answer)).toEqual(bytes);
    fetchMock.mockResolvedValueOnce(new Response(bytes, { headers: { 'content-type': 'application/json' } }));
    expect(new Uint8Array(await api.post<ArrayBuffer>('licence', {}, { responseType: 'arraybuffer' }))).toEqual(bytes);
  });

  it('rejects with the error field of the answer, whatever the status', async () => {
    const error = { code: ERROR_CODES.sessionLoggedOut, body: 'Signed out' };
    fetchMock.mockResolvedValueOnce(json({ error }, { status: 401 }));
    await expect(api.get('user')).rejects.toEqual(new ApiError(error, 401));
    fetchMock.mockResolvedValueOnce(json({ error }, { status: 200 }));
    await expect(api.get('user')).rejects.toEqual(new ApiError(error, 200));
  });

  it('turns a non-OK answer without an error object into error.server.uncaught', async () => {
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await expect(api.get('now')).rejects.toEqual(
      new ApiError({ code: ERROR_CODES.serverUncaught, body: MESSAGES.serverUncaught, exception: '502 Bad Gateway', call: [MESSAGES.ok] }, 502),
    );
  });

  it('turns a network failure into error.client.uncaught', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('now')).rejects.toMatchObject({ code: ERROR_CODES.clientUncaught, body: MESSAGES.clientUncaught });
  });

  it('only logs an empty answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(api.delete('resumewatching/1')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
