import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES, ERROR_CODES, type ApiError } from '@stat/contracts';
import { sendApiError } from '../../plugins/api-error.ts';
import { answerVariant, sendSharedVariant, type AnswerVariant } from '../../lib/answer-variant.ts';
import { createCatalogueAnswerCache, type SharedAnswer } from './catalogue-answer-cache.ts';
import { lockAbove, type RatingLimits } from './locking.ts';

/** Who is asking, as far as the catalogue cares: anyone, or a profile with its rating limits. */
export type CatalogueViewer = { signedIn: false } | { signedIn: true; limits: RatingLimits };

export async function catalogueViewer(request: FastifyRequest): Promise<CatalogueViewer> {
  const viewer = await request.viewer();
  if (viewer.kind === 'anonymous') return { signedIn: false };
  const { movie, tv } = viewer.restrictions;
  return { signedIn: true, limits: { movie, tv } };
}

/** The variant of the answer this viewer sees: everyone's, or with titles above its limits locked. */
function variantFor<T>(answer: SharedAnswer<T>, viewer: CatalogueViewer): AnswerVariant {
  if (!viewer.signedIn) return answer.plain;
  const limitsKey = `${viewer.limits.movie}|${viewer.limits.tv}`;
  let locked = answer.lockedFor.get(limitsKey);
  if (!locked) {
    const body = lockAbove(answer.body, viewer.limits);
    locked = body === answer.body ? answer.plain : answerVariant(JSON.stringify(body));
    answer.lockedFor.set(limitsKey, locked);
  }
  return locked;
}

/**
 * Sends a shared catalogue answer, compressed as the browser accepts (each encoding made once
 * per answer). Signed out, it is public and cacheable for `maxAgeSeconds` (Vary: Cookie, so a
 * shared cache never hands it to a signed-in profile). Signed in, it is the profile's own
 * (titles above its limits locked) and `private`, revalidated by ETag each time.
 */
export async function sendCatalogueAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SharedAnswer<T>,
  viewer: CatalogueViewer,
  maxAgeSeconds = 60,
): Promise<FastifyReply> {
  reply.header('cache-control', viewer.signedIn ? 'private, no-cache' : `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds}`);
  reply.header('vary', 'Cookie, Accept-Encoding').type('application/json; charset=utf-8');
  return sendSharedVariant(request, reply, variantFor(answer, viewer));
}

export interface SharedAnswerOptions {
  /** The error answered when the load finds nothing (404). */
  missing?: ApiError;
  maxAgeSeconds?: number;
}

/**
 * One area's sender of shared answers: builds (or reuses, for a minute) the answer for a key,
 * then sends it to this viewer, or the `missing` error with 404 when there is none.
 */
export function createSharedAnswerSender() {
  const answers = createCatalogueAnswerCache();
  // An async handler that sends must return the reply (Fastify waits on it): `await send(...); return reply;`.
  return async function send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<T | null>,
    { missing = { code: ERROR_CODES.notFound, body: API_MESSAGES.notFound }, maxAgeSeconds }: SharedAnswerOptions = {},
  ): Promise<void> {
    const [shared, viewer] = await Promise.all([answers.get(key, load), catalogueViewer(request)]);
    if (shared) await sendCatalogueAnswer(request, reply, shared, viewer, maxAgeSeconds);
    else sendApiError(reply, 404, missing);
  };
}
