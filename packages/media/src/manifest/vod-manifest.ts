import { adaptationSets } from './adaptation-sets.ts';
import { isoSeconds, mpdXml } from './mpd-xml.ts';
import type { PresentationTracks } from './presentation.ts';

export interface VodManifestInput {
  durationSeconds: number;
  tracks: PresentationTracks;
  kid: Uint8Array;
  /** The SD-only presentation (start-play's sdUri). */
  sdOnly: boolean;
}

/** A title's on-demand manifest: one static period as long as the title. */
export function vodManifest({ durationSeconds, tracks, kid, sdOnly }: VodManifestInput): string {
  return mpdXml({
    '@_type': 'static',
    '@_mediaPresentationDuration': isoSeconds(durationSeconds),
    Period: { '@_id': 'main', '@_start': isoSeconds(0), AdaptationSet: adaptationSets(tracks, kid, sdOnly) },
  });
}
