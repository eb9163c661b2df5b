/**
 * Which marked items a viewer may see unshielded (issue 29 section 2), pure: with the shield off,
 * every one; else those revealed one by one, those watched (any progress: the fight's replay or
 * the episode played), and a series' episodes up to and including the one the viewer has reached
 * (the furthest episode with progress, in season then episode order).
 */

export interface SpoilerItem {
  id: number;
  seriesId: number | null;
  seasonNum: number | null;
  episodeNum: number | null;
}

/** A place in a series: [season, episode]. */
export type EpisodePlace = readonly [number, number];

export interface ViewerSpoilerState {
  shieldOff: boolean;
  revealed: ReadonlySet<number>;
  watched: ReadonlySet<number>;
  /** Per series id, the furthest episode the viewer has reached. */
  reached: ReadonlyMap<number, EpisodePlace>;
}

/** Whether a comes after b in a series (season first, then episode). */
export const isAfter = (a: EpisodePlace, b: EpisodePlace): boolean => a[0] > b[0] || (a[0] === b[0] && a[1] > b[1]);

/** The furthest of the places, by series: what each series' viewer has reached. */
export function reachedPlaces(episodes: readonly SpoilerItem[]): Map<number, EpisodePlace> {
  const reached = new Map<number, EpisodePlace>();
  for (const { seriesId, seasonNum, episodeNum } of episodes) {
    if (seriesId === null || seasonNum === null || episodeNum === null) continue;
    const place: EpisodePlace = [seasonNum, episodeNum];
    const furthest = reached.get(seriesId);
    if (furthest === undefined || isAfter(place, furthest)) reached.set(seriesId, place);
  }
  return reached;
}

export function seesSpoilers(item: SpoilerItem, viewer: ViewerSpoilerState): boolean {
  if (viewer.shieldOff || viewer.revealed.has(item.id) || viewer.watched.has(item.id)) return true;
  if (item.seriesId === null || item.seasonNum === null || item.episodeNum === null) return false;
  const reached = viewer.reached.get(item.seriesId);
  return reached !== undefined && !isAfter([item.seasonNum, item.episodeNum], reached);
}
