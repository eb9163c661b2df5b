import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

/** Structured pino logs: JSON for machines, pretty lines when a person watches a terminal. */
export function createLogger(level: string, stream: NodeJS.WriteStream = process.stdout): Logger {
  if (stream.isTTY) {
    // pino-pretty as a stream (not a transport) so the bundle needs no worker-thread resolution.
    return pino({ level }, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }));
  }
  return pino({ level }, stream);
}
