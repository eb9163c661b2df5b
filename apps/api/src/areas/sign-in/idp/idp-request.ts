import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Tells oidc-provider (a Koa app, `proxy` on) the public protocol and host it lives at, and the
 * client address Fastify settled on. The identity provider only exists at the public URL, so the
 * URLs it writes (endpoints in discovery, redirects) are the issuer's whatever Host a request
 * (or `app.inject`) carried; the headers a client sent are replaced, never believed.
 */
export function forwardAsIssuer(request: FastifyRequest, publicUrl: string): void {
  const origin = new URL(publicUrl);
  request.raw.headers['x-forwarded-proto'] = origin.protocol.slice(0, -1);
  request.raw.headers['x-forwarded-host'] = origin.host;
  request.raw.headers['x-forwarded-for'] = request.ip;
}

/**
 * Cookies oidc-provider set straight on the raw response, moved onto the reply so Fastify
 * sends them with its own headers.
 */
export function adoptRawCookies(reply: FastifyReply): void {
  const cookies = reply.raw.getHeader('set-cookie');
  if (cookies === undefined) return;
  reply.raw.removeHeader('set-cookie');
  reply.header('set-cookie', cookies);
}

/** An HTML page of ours: never stored, never reused. */
export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}
