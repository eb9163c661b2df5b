import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, type ApiError } from '@stat/contracts';
import { errorBodyFor, sendErrorFor } from './api-error.ts';
import { classifyError, REQUEST_ERRORS } from './error-handler.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts the request toward the rate limit; throws the 429 error past it. */
    countRequest: preHandlerAsyncHookHandler;
  }
}

function requestError(code: string): { status: number; apiError: ApiError } {
  const known = REQUEST_ERRORS[code];
  if (!known) {
    return { status: 400, apiError: { code: ERROR_CODES.requestInvalid, body: REQUEST_ERRORS.FST_ERR_BAD_URL!.body, exceptionType: 'MalformedRequest' } };
  }
  return { status: known.status, apiError: { code: ERROR_CODES.requestInvalid, body: known.body, exceptionType: known.exceptionType } };
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (FST_ERR_BAD_URL, `/api/%ff`) or a
 * path parameter over maxParamLength (414). These skip every hook, so this counts the request
 * toward the rate limit and sets the security headers itself.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
  void request.server.countRequest.call(request.server, request, reply).then(
    () => requestError(error.code),
    (limited: FastifyError) => classifyError(limited),
  ).then(({ status, apiError }) => {
    request.log.info({ code: error.code, status }, 'request refused');
    void sendErrorFor(reply, request.url, status, apiError);
  });
}

/** The path of the request line at the start of a raw packet, when there is one. */
function rawPath(packet: unknown): string {
  if (!Buffer.isBuffer(packet)) return '';
  const requestLine = packet.subarray(0, 2048).toString('latin1').split('\r\n', 1)[0] ?? '';
  return requestLine.split(' ')[1] ?? '';
}

/**
 * Node's own parser failures (malformed request line, 431 headers too large, 408 request
 * timeout) reach no Fastify code: answer them on the socket in the API's shape, with the
 * security headers, and close the connection.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, apiError } = requestError(error.code ?? '');
  this.log.info({ code: error.code, status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(errorBodyFor(rawPath(error.rawPacket), status, apiError));
    const headers = {
      ...SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
      connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  }
  socket.destroy();
}

/**
 * HTTP/1.1 requires Host. Node would refuse its absence with a bare 400 of its own, so the
 * server lets it through (requireHostHeader: false) and this hook refuses it in our shape.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
        throw Object.assign(new Error('Missing Host header'), { statusCode: 400, code: 'STAT_MISSING_HOST' });
      }
    });
  },
  { name: 'framework-errors' },
);
