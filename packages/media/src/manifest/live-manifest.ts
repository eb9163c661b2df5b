import { SEGMENT_SECONDS } from '../pipeline/clip-recipe.ts';
import { adaptationSets } from './adaptation-sets.ts';
import { isoSeconds, mpdXml } from './mpd-xml.ts';
import type { MediaClip } from '../pipeline/media-index.ts';

/** One program of a channel: it runs from its start until the next program's. */
export interface LivePeriod {
  startMs: number;
  clip: MediaClip;
  kid: Uint8Array;
}

export interface LiveManifestInput {
  nowMs: number;
  /** In start order, each ending where the next starts; the last one is open-ended. */
  periods: readonly LivePeriod[];
  /** How far back a viewer can seek (the DVR window). */
  dvrSeconds: number;
  /** How often the player fetches the manifest again. */
  updateSeconds: number;
  /** Where the player reads the server's clock (DASH UTCTiming, http-iso). */
  timingUrl: string;
  sdOnly: boolean;
}

/** The wall clock and the presentation timeline are one: time zero is the Unix epoch. */
const AVAILABILITY_START = new Date(0).toISOString();
/**
 * Behind the live edge by this much: five segments, so a player has several in hand before
 * the newest is made, and a slow moment on the network or the device is no stall.
 */
const PRESENTATION_DELAY_SECONDS = 10;

/**
 * A channel's live manifest (dynamic): one period per program, starting at the program's start
 * on the wall clock, so a program change is a period change and what plays is what the schedule
 * says, from the right offset into the program. Each period's segments live under
 * `<start ms>/`, numbered from the program's start.
 */
export function liveManifest(input: LiveManifestInput): string {
  return mpdXml({
    '@_type': 'dynamic',
    '@_availabilityStartTime': AVAILABILITY_START,
    '@_publishTime': new Date(input.nowMs).toISOString(),
    '@_minimumUpdatePeriod': isoSeconds(input.updateSeconds),
    '@_timeShiftBufferDepth': isoSeconds(input.dvrSeconds),
    '@_suggestedPresentationDelay': isoSeconds(PRESENTATION_DELAY_SECONDS),
    '@_maxSegmentDuration': isoSeconds(SEGMENT_SECONDS),
    Period: input.periods.map((period) => ({
      '@_id': String(period.startMs),
      '@_start': isoSeconds(period.startMs / 1000),
      BaseURL: `${period.startMs}/`,
      AdaptationSet: adaptationSets(period.clip, period.kid, input.sdOnly),
    })),
    UTCTiming: { '@_schemeIdUri': 'urn:mpeg:dash:utc:http-iso:2014', '@_value': input.timingUrl },
  });
}
