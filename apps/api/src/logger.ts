import type { FastifyRequest } from 'fastify';
import pino, { type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';

/** Query parameters that carry a secret: licence tokens in start-play's licence URLs. */
const SECRET_PARAMS = /([?&](?:token)=)[^&#]*/gi;

/** A request's URL as logs may keep it: secrets in the query replaced by a mark. */
export const loggableUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');

/** Fastify's request summary, with the URL made loggable. */
const serializers: LoggerOptions['serializers'] = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

/** Structured pino logs: JSON for machines, pretty lines when a person watches a terminal. */
export function createLogger(level: string, stream: NodeJS.WriteStream = process.stdout): Logger {
  if (stream.isTTY) {
    // pino-pretty as a stream (not a transport) so the bundle needs no worker-thread resolution.
    return pino({ level, serializers }, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }));
  }
  return pino({ level, serializers }, stream);
}
