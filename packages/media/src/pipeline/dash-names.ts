/** The names ffmpeg's DASH muxer is told to write (`-init_seg_name`, `-media_seg_name`). */
export const DASH_NAMES = {
  manifest: 'manifest.mpd',
  init: 'init-$RepresentationID$.m4s',
  media: 'seg-$RepresentationID$-$Number$.m4s',
} as const;
