import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, loggableUrl } from './logger.ts';

describe('logs keep no secrets', () => {
  it('replaces licence tokens in URLs, wherever they sit in the query', () => {
    expect(loggableUrl('/api/drm/clearkey/license?token=abc.def')).toBe('/api/drm/clearkey/license?token=[redacted]');
    expect(loggableUrl('/x?a=1&token=abc&b=2')).toBe('/x?a=1&token=[redacted]&b=2');
    expect(loggableUrl('/api/schedule/0')).toBe('/api/schedule/0');
  });

  it('writes a request with its URL made loggable', () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) }) as unknown as NodeJS.WriteStream;
    const request = { method: 'POST', url: '/api/drm/widevine/license?token=secret', host: 'localhost', ip: '127.0.0.1', socket: { remotePort: 1 } };
    createLogger('info', stream).info({ req: request }, 'incoming request');
    expect(lines.join('')).not.toContain('secret');
    expect(JSON.parse(lines[0]!).req.url).toBe('/api/drm/widevine/license?token=[redacted]');
  });
});
