import { isContentRatingAllowed, restrictsAnything, type MovieRating, type TvRating } from '@stat/contracts';

export interface RatingLimits {
  movie: MovieRating;
  tv: TvRating;
}

const isRated = (value: object): value is { titleRating: string; locked: boolean } =>
  'titleRating' in value && 'locked' in value && typeof value.titleRating === 'string';

/**
 * The answer as a profile with these limits sees it: every title, series and search result
 * (anything with a titleRating and a locked flag, however deep) locked when its rating is above
 * the limits. Answers are built unlocked and shared; this copies, never mutates them.
 */
export function lockAbove<T>(answer: T, limits: RatingLimits): T {
  if (!restrictsAnything(limits)) return answer;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== 'object') return value;
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) copy[key] = walk(inner);
    if (isRated(value)) copy.locked = !isContentRatingAllowed(value.titleRating, limits);
    return copy;
  };
  return walk(answer) as T;
}
