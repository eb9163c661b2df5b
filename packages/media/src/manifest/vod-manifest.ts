import { adaptationSets } from './adaptation-sets.ts';
import { isoSeconds, mpdXml } from './mpd-xml.ts';
import type { MediaClip } from '../pipeline/media-index.ts';

export interface VodManifestInput {
  durationSeconds: number;
  clip: MediaClip;
  /** Null: in the clear (the house pre-roll). */
  kid: Uint8Array | null;
  /** The SD-only presentation (start-play's sdUri). */
  sdOnly: boolean;
}

/** A title's on-demand manifest: one static period as long as the title. */
export function vodManifest({ durationSeconds, clip, kid, sdOnly }: VodManifestInput): string {
  return mpdXml({
    '@_type': 'static',
    '@_mediaPresentationDuration': isoSeconds(durationSeconds),
    Period: { '@_id': 'main', '@_start': isoSeconds(0), AdaptationSet: adaptationSets(clip, kid, sdOnly) },
  });
}
