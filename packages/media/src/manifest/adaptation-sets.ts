import { contentProtection } from './content-protection.ts';
import { SEGMENT_SECONDS } from '../pipeline/clip-recipe.ts';
import type { MediaClip } from '../pipeline/media-index.ts';

const DASH_ROLE = 'urn:mpeg:dash:role:2011';
const CHANNEL_CONFIGURATION = 'urn:mpeg:dash:23003:3:audio_channel_configuration:2011';
/** The highest picture an SD-only presentation carries (spec's sdUri: the HDCP fallback). */
export const SD_MAX_HEIGHT = 480;

/**
 * Segment URLs, relative to the manifest (or to the period's BaseURL): `<track>/init.mp4` and
 * `<track>/<n>.m4s`, as the pipeline lays a clip out and the media routes serve a title.
 */
const segmentTemplate = (timescale: number) => ({
  '@_timescale': timescale,
  '@_duration': SEGMENT_SECONDS * timescale,
  '@_startNumber': 1,
  '@_initialization': '$RepresentationID$/init.mp4',
  '@_media': '$RepresentationID$/$Number$.m4s',
});

/**
 * The adaptation sets of one presentation of a clip: the video ladder (or SD only), each audio
 * programme as its own set (the second one is the SAP), and each caption language as a
 * WebVTT sidecar. Video and audio carry the cenc signalling of `kid`; without one (the house
 * pre-roll) they are in the clear.
 */
export function adaptationSets(tracks: Pick<MediaClip, 'video' | 'audio' | 'captions'>, kid: Uint8Array | null, sdOnly: boolean) {
  const protection = kid ? { ContentProtection: contentProtection(kid) } : {};
  const video = sdOnly ? tracks.video.filter((track) => track.height <= SD_MAX_HEIGHT) : tracks.video;
  const [first] = video;
  if (!first) throw new Error('a presentation needs a video track');
  const sets: object[] = [
    {
      '@_id': 'video',
      '@_contentType': 'video',
      '@_mimeType': 'video/mp4',
      '@_segmentAlignment': true,
      '@_startWithSAP': 1,
      '@_maxWidth': Math.max(...video.map((track) => track.width)),
      '@_maxHeight': Math.max(...video.map((track) => track.height)),
      '@_frameRate': first.frameRate,
      ...protection,
      SegmentTemplate: segmentTemplate(first.timescale),
      Representation: video.map((track) => ({
        '@_id': track.id,
        '@_bandwidth': track.bandwidth,
        '@_codecs': track.codecs,
        '@_width': track.width,
        '@_height': track.height,
        '@_sar': '1:1',
      })),
    },
  ];
  for (const track of tracks.audio) {
    sets.push({
      '@_id': track.id,
      '@_contentType': 'audio',
      '@_mimeType': 'audio/mp4',
      '@_lang': track.lang,
      '@_segmentAlignment': true,
      '@_startWithSAP': 1,
      Label: track.label,
      Role: { '@_schemeIdUri': DASH_ROLE, '@_value': track.role },
      ...protection,
      SegmentTemplate: segmentTemplate(track.timescale),
      Representation: {
        '@_id': track.id,
        '@_bandwidth': track.bandwidth,
        '@_codecs': track.codecs,
        '@_audioSamplingRate': track.sampleRate,
        AudioChannelConfiguration: { '@_schemeIdUri': CHANNEL_CONFIGURATION, '@_value': track.channels },
      },
    });
  }
  for (const caption of tracks.captions) {
    sets.push({
      '@_id': `captions-${caption.lang}`,
      '@_contentType': 'text',
      '@_mimeType': 'text/vtt',
      '@_lang': caption.lang,
      Label: caption.label,
      Role: { '@_schemeIdUri': DASH_ROLE, '@_value': 'subtitle' },
      Representation: { '@_id': `captions-${caption.lang}`, '@_bandwidth': 256, BaseURL: `captions-${caption.lang}.vtt` },
    });
  }
  return sets;
}
