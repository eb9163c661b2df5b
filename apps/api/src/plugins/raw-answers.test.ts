import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorResponseSchema, ERROR_CODES, ofrepRequestErrorSchema } from '@stat/contracts';
import { buildTestApp, useTestApp } from '../test/test-app.ts';

/*
 * What Node's parser and the raw socket see, which app.inject() cannot send: a real server on
 * 127.0.0.1, spoken to byte by byte.
 */
const t = useTestApp();
let server: FastifyInstance;
let port: number;

beforeAll(async () => {
  server = await buildTestApp(t.database, {
    // Short deadlines so a slow body is cut off within the test.
    timeouts: { headersMs: 400, requestMs: 600, keepAliveMs: 1_000, idleMs: 5_000, checkIntervalMs: 100 },
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => server.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `text` (then `more`, if any, without ending), and reads until the server closes. */
function exchange(text: string, { keepOpen = false } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const bound = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server neither answered nor closed within 5 s'));
    }, 5_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(bound);
      const raw = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = raw.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(text);
    if (!keepOpen) socket.end();
  });
}

function expectApiShape(answer: RawAnswer, status: number, exceptionType: string) {
  expect(answer.status).toBe(status);
  const { error } = apiErrorResponseSchema.parse(JSON.parse(answer.body));
  expect(error.code).toBe(ERROR_CODES.requestInvalid);
  expect(error.exceptionType).toBe(exceptionType);
  expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
}

describe('finding 5: answers of the HTTP parser, in the API shape with the security headers', () => {
  it('answers a malformed request line 400', async () => {
    expectApiShape(await exchange('GARBAGE\r\n\r\n'), 400, 'MalformedRequest');
  });

  it('answers headers over the size limit 431', async () => {
    const answer = await exchange(`GET /api/now HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectApiShape(answer, 431, 'HeadersTooLarge');
  });

  it('answers an address over the size limit 431, in OFREP shape under /ofrep', async () => {
    expectApiShape(await exchange(`GET /api/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`), 431, 'HeadersTooLarge');
    const ofrep = await exchange(`POST /ofrep/v1/evaluate/flags/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(ofrep.status).toBe(431);
    expect(ofrepRequestErrorSchema.strict().parse(JSON.parse(ofrep.body)).errorCode).toBe('GENERAL');
    expect(ofrep.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an HTTP/1.1 request without Host 400', async () => {
    expectApiShape(await exchange('GET /api/now HTTP/1.1\r\nConnection: close\r\n\r\n'), 400, 'MissingHost');
  });
});

describe('finding 1: path forms sent as-is never reach a guarded route unguarded', () => {
  it.each(['/api/x/../device/unpair', '//api/device/unpair', '/%61pi/device/unpair', '/api/./device/unpair'])('%s', async (path) => {
    const answer = await exchange(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nCookie: stat_sid=x\r\nConnection: close\r\n\r\n`);
    expect([403, 404]).toContain(answer.status);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});

describe('finding 6: a slow body is cut off', () => {
  it('answers 408 in the API shape and closes the connection when the body stops arriving', async () => {
    const answer = await exchange(
      'POST /ofrep/v1/evaluate/flags HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"context":',
      { keepOpen: true },
    );
    expect(answer.status).toBe(408);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('closes a connection whose headers never finish', async () => {
    const answer = await exchange('GET /api/now HTTP/1.1\r\nHost: localhost\r\n', { keepOpen: true });
    expectApiShape(answer, 408, 'RequestTimeout');
  });
});
