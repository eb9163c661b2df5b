import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DASH_NAMES } from './dash-names.ts';
import { trackTimescale } from './fragment-timing.ts';
import { clipFiles } from './media-layout.ts';
import { withTrackLanguage } from './track-language.ts';

export interface MpdRepresentation {
  /** ffmpeg numbers representations by output stream: 0, 1, ... in -map order. */
  id: string;
  codecs: string;
  bandwidth: number;
  channels?: number;
}

/**
 * The Representation attributes the media index needs, from the MPD ffmpeg wrote. A pattern
 * reader, not an XML parser: it only ever reads ffmpeg's own, flat output.
 */
export function readMpdRepresentations(mpd: string): MpdRepresentation[] {
  return [...mpd.matchAll(/<Representation\s([^>]*)>([\s\S]*?)<\/Representation>/g)].map(([, attributes = '', body = '']) => {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
    const id = attribute('id');
    const codecs = attribute('codecs');
    const bandwidth = Number(attribute('bandwidth'));
    if (id === undefined || !codecs || !(bandwidth > 0)) throw new Error(`Unexpected Representation in ffmpeg's MPD: ${attributes}`);
    const channels = /<AudioChannelConfiguration\b[^>]*\bvalue="(\d+)"/.exec(body)?.[1];
    return { id, codecs, bandwidth, ...(channels ? { channels: Number(channels) } : {}) };
  });
}

/**
 * Moves one representation's files from ffmpeg's output folder into a clip folder (`out`), as
 * `<trackId>/init.mp4` and `<trackId>/<n>.m4s`, setting the track's language when given.
 * Returns its segment count and timescale.
 */
export async function moveRepresentation(
  dashDir: string,
  representationId: string,
  out: string,
  trackId: string,
  language?: string,
): Promise<{ segmentCount: number; timescale: number }> {
  await mkdir(join(out, trackId), { recursive: true });
  const initName = DASH_NAMES.init.replace('$RepresentationID$', representationId);
  const init = await readFile(join(dashDir, initName));
  await writeFile(join(out, clipFiles.init(trackId)), language ? withTrackLanguage(init, language) : init);

  const prefix = `seg-${representationId}-`;
  const numbers = (await readdir(dashDir))
    .filter((name) => name.startsWith(prefix) && name.endsWith('.m4s'))
    .map((name) => Number(name.slice(prefix.length, -'.m4s'.length)))
    .sort((a, b) => a - b);
  numbers.forEach((number, n) => {
    if (number !== n + 1) throw new Error(`Representation ${representationId}: segment ${n + 1} is missing.`);
  });
  await Promise.all(numbers.map((number) => rename(join(dashDir, `${prefix}${number}.m4s`), join(out, clipFiles.segment(trackId, number)))));
  return { segmentCount: numbers.length, timescale: trackTimescale(init) };
}
