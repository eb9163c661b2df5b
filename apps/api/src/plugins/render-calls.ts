import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The server's own API calls while it renders a document (areas/web-app) carry this header with
 * this process's secret: no browser can know it, so only those calls are told apart by it (the
 * calls never leave the process: they are injected, not sent).
 */
export const RENDER_CALL_HEADER = 'x-stat-render-call';
export const RENDER_CALL_SECRET = randomBytes(32).toString('hex');

/** Whether the request is the server's own, made while rendering a document. */
export function isRenderCall(request: FastifyRequest): boolean {
  return request.headers[RENDER_CALL_HEADER] === RENDER_CALL_SECRET;
}
