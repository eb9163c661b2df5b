import { createTtlCache } from '../../lib/ttl-cache.ts';
import { answerVariant, type AnswerVariant } from '../../lib/answer-variant.ts';

/** A catalogue answer built once and shared: the object, and its JSON as everyone sees it. */
export interface SharedAnswer<T> {
  body: T;
  plain: AnswerVariant;
  /** The answer as each set of rating limits sees it, made on first use (few sets exist). */
  lockedFor: Map<string, AnswerVariant>;
}

/**
 * How long a built answer is reused. The catalogue changes only by import (another process),
 * so an import shows within this bound on every instance (docs/operations.md).
 */
export const CATALOGUE_ANSWER_TTL_MS = 60_000;

/**
 * The catalogue's read-through answer cache: one per route area, keyed by the request's
 * identifying params. Missing answers (null) are not kept, so a new id shows at once.
 */
export function createCatalogueAnswerCache(maxEntries = 2_000, now: () => number = Date.now) {
  const cache = createTtlCache<string, SharedAnswer<unknown> | null>({ ttlMs: CATALOGUE_ANSWER_TTL_MS, maxEntries }, now);
  return {
    get<T>(key: string, load: () => Promise<T | null>): Promise<SharedAnswer<T> | null> {
      const loaded = cache.get(
        key,
        async () => {
          const body = await load();
          if (body === null) return null;
          return { body, plain: answerVariant(JSON.stringify(body)), lockedFor: new Map() };
        },
        (answer) => answer !== null,
      );
      return loaded as Promise<SharedAnswer<T> | null>;
    },
  };
}
export type CatalogueAnswerCache = ReturnType<typeof createCatalogueAnswerCache>;
