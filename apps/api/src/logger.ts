import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import pino, { type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';

/**
 * Query parameters that carry a secret: licence tokens and reset links (`token`), OpenID Connect
 * authorization codes and their state (`code`, `state`, on the sign-in callbacks), and a TV's
 * user code in its activation link (`/activate?code=`).
 */
const SECRET_PARAMS = /([?&](?:token|code|state)=)[^&#]*/gi;

/**
 * Path segments that are personal data or a secret: the e-mail `user/exist/{email}` looks up, and
 * the user code `device/activate/{code}` approves (with it, a TV is signed in to the account).
 */
const SECRET_SEGMENTS = /(\/api\/(?:user\/exist|device\/activate)\/)[^/?#]+/gi;

/** A request's URL as logs may keep it: secrets and e-mail addresses replaced by a mark. */
export const loggableUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]').replace(SECRET_SEGMENTS, '$1[redacted]');

/** The `params: …` text of each failed query in the error and its causes. */
function failedQueryParams(error: unknown): string[] {
  const found: string[] = [];
  // Bounded: a cause chain may loop.
  for (let at = error, depth = 0; at instanceof Error && depth < 10; at = at.cause, depth++) {
    if (at instanceof DrizzleQueryError) found.push(`params: ${String(at.params)}`);
  }
  return found;
}

/**
 * An error as logs may keep it. A failed query's error lists its parameters (password hashes,
 * token digests, e-mails) in its message and stack: they are replaced by a mark, the query kept.
 */
export function loggableError(error: Error) {
  const serialized = pino.stdSerializers.err(error);
  for (const params of failedQueryParams(error)) {
    serialized.message = serialized.message.replaceAll(params, 'params: [redacted]');
    serialized.stack = serialized.stack.replaceAll(params, 'params: [redacted]');
  }
  if ('params' in serialized) serialized.params = '[redacted]';
  return serialized;
}

/** Fastify's request summary, with the URL made loggable; errors made loggable. */
const serializers: LoggerOptions['serializers'] = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  err: loggableError,
};

/** Structured pino logs: JSON for machines, pretty lines when a person watches a terminal. */
export function createLogger(level: string, stream: NodeJS.WriteStream = process.stdout): Logger {
  if (stream.isTTY) {
    // pino-pretty as a stream (not a transport) so the bundle needs no worker-thread resolution.
    return pino({ level, serializers }, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }));
  }
  return pino({ level, serializers }, stream);
}
