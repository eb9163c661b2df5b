import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RENDER_CALL_HEADER, RENDER_CALL_SECRET } from '../../plugins/render-calls.ts';

// What the viewer's own call would have carried that the API reads: who they are, from where.
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language', 'sec-ch-ua-mobile'] as const;
// A page shared by every signed-out visitor is rendered as anyone: none of the first visitor's
// cookies (a dead session's, any other) can shape what the others are served.
const SHARED_HEADERS = FORWARDED_HEADERS.filter((name) => name !== 'cookie');

/**
 * One API call made while rendering `request`'s page, answered in process by the same routes,
 * hooks and checks as the browser's call would be: as the same viewer (their cookies) from the
 * same address (the request limit counts it to them). Marked as the server's own: of the calls
 * that change state, only those that merely read (`readOnly` routes) let it through
 * (plugins/csrf.ts). `shared`: the page is rendered for every signed-out visitor, so the call
 * goes without the viewer's cookies.
 */
export async function injectApiCall(app: FastifyInstance, request: FastifyRequest, url: string, init: RequestInit, shared = false): Promise<Response> {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined), [RENDER_CALL_HEADER]: RENDER_CALL_SECRET };
  for (const name of shared ? SHARED_HEADERS : FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answer = await app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url,
    headers,
    payload: typeof init.body === 'string' ? init.body : undefined,
    remoteAddress: request.ip,
  });
  // A null-body status cannot carry one, even an empty one.
  const body = answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload;
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
  }
  return new Response(body, { status: answer.statusCode, headers: responseHeaders });
}
