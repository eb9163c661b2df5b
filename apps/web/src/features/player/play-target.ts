import { titleIdSchema, type TitleId } from '@stat/contracts';
import type { RouteParams } from '../../lib/routes.ts';

export type PlayTarget = { kind: 'title'; titleId: TitleId } | { kind: 'channel'; channel: string };

/** What a play route plays: the title id from the params, else the last segment of the path. */
export function playTarget(params: RouteParams, pathname: string): PlayTarget {
  const value = params.titleId ?? params.channel ?? pathname.split('/').filter(Boolean).at(-1) ?? '';
  const titleId = typeof value === 'number' || /^\d+$/.test(value) ? titleIdSchema.safeParse(Number(value)) : null;
  return titleId?.success ? { kind: 'title', titleId: titleId.data } : { kind: 'channel', channel: String(value) };
}
