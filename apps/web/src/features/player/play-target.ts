import type { RouteParams } from '../../lib/routes.ts';

export type PlayTarget = { kind: 'title'; titleId: number } | { kind: 'channel'; channel: string };

/** What a play route plays: the title id from the params, else the last segment of the path. */
export function playTarget(params: RouteParams, pathname: string): PlayTarget {
  const value = params.titleId ?? params.channel ?? pathname.split('/').filter(Boolean).at(-1) ?? '';
  return typeof value === 'number' || /^\d+$/.test(value)
    ? { kind: 'title', titleId: Number(value) }
    : { kind: 'channel', channel: String(value) };
}
