import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { createLogger, loggableUrl } from './logger.ts';

describe('logs keep no secrets', () => {
  it('replaces licence tokens in URLs, wherever they sit in the query', () => {
    expect(loggableUrl('/api/drm/clearkey/license?token=abc.def')).toBe('/api/drm/clearkey/license?token=[redacted]');
    expect(loggableUrl('/x?a=1&token=abc&b=2')).toBe('/x?a=1&token=[redacted]&b=2');
    expect(loggableUrl('/reset-password?token=abc_DEF-1')).toBe('/reset-password?token=[redacted]');
    expect(loggableUrl('/api/schedule/0')).toBe('/api/schedule/0');
  });

  it('replaces the e-mail of an existence check', () => {
    expect(loggableUrl('/api/user/exist/ann%40example.com')).toBe('/api/user/exist/[redacted]');
    expect(loggableUrl('/api/user/exist/ann@example.com?x=1')).toBe('/api/user/exist/[redacted]?x=1');
  });

  it("replaces sign-in callbacks' authorization codes and state, and activation links' user codes", () => {
    expect(loggableUrl('/api/tve/callback?code=Abc-123_x&state=s3cr3t')).toBe('/api/tve/callback?code=[redacted]&state=[redacted]');
    expect(loggableUrl('/api/account/callback?state=s&code=c&iss=http%3A%2F%2Flocalhost')).toBe(
      '/api/account/callback?state=[redacted]&code=[redacted]&iss=http%3A%2F%2Flocalhost',
    );
    expect(loggableUrl('/activate?code=BCDF-GHJK')).toBe('/activate?code=[redacted]');
  });

  it('replaces the user code a viewer approves a TV with', () => {
    expect(loggableUrl('/api/device/activate/BCDF-GHJK')).toBe('/api/device/activate/[redacted]');
    expect(loggableUrl('/api/device/activate/bcdfghjk?platform=roku')).toBe('/api/device/activate/[redacted]?platform=roku');
    expect(loggableUrl('/api/device/platforms')).toBe('/api/device/platforms');
  });

  it('writes a request with its URL made loggable', () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) }) as unknown as NodeJS.WriteStream;
    const request = { method: 'POST', url: '/api/drm/widevine/license?token=secret', host: 'localhost', ip: '127.0.0.1', socket: { remotePort: 1 } };
    createLogger('info', stream).info({ req: request }, 'incoming request');
    expect(lines.join('')).not.toContain('secret');
    expect(JSON.parse(lines[0]!).req.url).toBe('/api/drm/widevine/license?token=[redacted]');
  });

  it("keeps a failed query's text but not its parameters (hashes, tokens, e-mails)", () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) }) as unknown as NodeJS.WriteStream;
    const failed = new DrizzleQueryError('update "accounts" set "password_hash" = $1', ['scrypt$16384$8$1$salt$key', 'user-1'], new Error('connection lost'));
    createLogger('info', stream).error({ err: new Error('request failed', { cause: failed }) }, 'request failed');
    createLogger('info', stream).error({ err: failed }, 'request failed');
    const text = lines.join('');
    expect(text).not.toContain('scrypt$');
    expect(text).toContain('update \\"accounts\\" set');
    expect(JSON.parse(lines[1]!).err).toMatchObject({ params: '[redacted]', message: expect.stringContaining('params: [redacted]') });
  });
});
