import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOfText, matchesEtag } from '../plugins/etag.ts';

/** The encodings a shared answer is kept in besides plain JSON, in order of preference. */
const ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ENCODINGS)[number];

/**
 * A shared answer as one audience sees it (a catalogue answer for everyone or for one set of
 * rating limits, a signed-out visitor's document): its text (`json`, for the catalogue's) and
 * ETag, and its compressed copies, each made on the first request that accepts it and kept as
 * long as the answer. Compressing per request (what @fastify/compress does) cost more CPU than
 * building the answer: a home's modules are tens of kilobytes.
 */
export interface AnswerVariant {
  json: string;
  etag: string;
  encoded: Map<AnswerEncoding, Promise<Buffer>>;
}

export function answerVariant(json: string): AnswerVariant {
  return { json, etag: etagOfText(json), encoded: new Map() };
}

/** The encoding to send for an Accept-Encoding header; undefined for plain JSON. */
export function acceptedEncoding(acceptEncoding: string | undefined): AnswerEncoding | undefined {
  return (acceptEncoding && negotiate(acceptEncoding, [...ENCODINGS])) || undefined;
}

const compressors: Record<AnswerEncoding, (text: string) => Promise<Buffer>> = {
  // Quality 6: most of brotli's gain at a small part of the default 11's time (a minute's answer).
  br: (text) => promisify(brotliCompress)(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
  gzip: (text) => promisify(gzip)(text),
};

/** The variant's body in this encoding, compressed once (off the event loop) and kept. */
export function encodedBody(variant: AnswerVariant, encoding: AnswerEncoding): Promise<Buffer> {
  let body = variant.encoded.get(encoding);
  if (!body) {
    body = compressors[encoding](variant.json);
    variant.encoded.set(encoding, body);
  }
  return body;
}

/** The ETag of the variant in an encoding: each representation has its own (RFC 9110 8.8.3). */
export function encodedEtag(variant: AnswerVariant, encoding: AnswerEncoding | undefined): string {
  return encoding ? `${variant.etag.slice(0, -1)}-${encoding}"` : variant.etag;
}

/**
 * Sends a kept answer in the encoding the browser accepts, with its ETag, or 304 when the browser
 * has it; the caller has set its type, cache-control and vary.
 */
export async function sendSharedVariant(request: FastifyRequest, reply: FastifyReply, variant: AnswerVariant): Promise<FastifyReply> {
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const etag = encodedEtag(variant, encoding);
  reply.header('etag', etag);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (!encoding) return reply.send(variant.json);
  // A set Content-Encoding tells @fastify/compress the body is already compressed.
  return reply.header('content-encoding', encoding).send(await encodedBody(variant, encoding));
}
