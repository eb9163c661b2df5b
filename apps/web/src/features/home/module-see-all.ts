import type { HomeModule } from '@stat/contracts';
import { href } from '../../lib/routes.ts';

/**
 * A shelf's "See all": series shelves to all series, movie shelves to movies. A module names no
 * collection, so the other types (custom, branded, trailer) show their items only.
 */
export function moduleSeeAllHref(module: Pick<HomeModule, 'type'>): string | undefined {
  if (module.type === 'SERIES') return href('allSeries');
  if (module.type === 'MOVIES') return href('movies');
  return undefined;
}
