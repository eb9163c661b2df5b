import type { Box, ISOFile, SampleEntry } from 'mp4box';
import { childBox, parseBoxes, requireBox } from './parse-boxes.ts';

/** Size in bytes of the length field before each H.264 NAL unit (avcC lengthSizeMinusOne + 1). */
export type NalLengthSize = 1 | 2 | 4;

/** What encrypting one track's segments needs to know, read from its init segment. */
export type TrackCrypto =
  | { kind: 'video'; trackId: number; timescale: number; nalLengthSize: NalLengthSize }
  | { kind: 'audio'; trackId: number; timescale: number };

const VIDEO_FORMATS = ['avc1', 'avc3'];
const AUDIO_FORMATS = ['mp4a'];

/** Reads kind, track id, timescale and (for H.264) the NAL length size from an init segment. */
export function readTrackCrypto(init: Uint8Array): TrackCrypto {
  const { trak, entry } = readSingleTrack(parseBoxes(init));
  const trackId = requireBox(trak, 'tkhd', 'trak').track_id;
  const mdia = requireBox(trak, 'mdia', 'trak');
  const timescale = requireBox(mdia, 'mdhd', 'mdia').timescale;
  const handler = requireBox(mdia, 'hdlr', 'mdia').handler;
  const format = originalFormat(entry);

  if (handler === 'vide' && VIDEO_FORMATS.includes(format)) {
    const avcC = requireBox(entry, 'avcC', format);
    const nalLengthSize = avcC.lengthSizeMinusOne + 1;
    // ISO/IEC 14496-15 allows 1, 2 or 4; 3 would be a broken avcC.
    if (nalLengthSize !== 1 && nalLengthSize !== 2 && nalLengthSize !== 4) {
      throw new Error(`avcC: NAL length size ${nalLengthSize} is not 1, 2 or 4`);
    }
    return { kind: 'video', trackId, timescale, nalLengthSize };
  }
  if (handler === 'soun' && AUDIO_FORMATS.includes(format)) {
    return { kind: 'audio', trackId, timescale };
  }
  throw new Error(
    `unsupported track: handler ${handler}, format ${format} (supported: H.264 ${VIDEO_FORMATS.join('/')}, AAC ${AUDIO_FORMATS.join('/')})`,
  );
}

/** The one trak and its one sample entry: our segments carry a single track each. */
export function readSingleTrack(file: ISOFile): { trak: Box; entry: SampleEntry } {
  const traks = file.moov?.traks ?? [];
  const trak = traks[0];
  if (!trak || traks.length !== 1) throw new Error(`init segment: expected one trak, found ${traks.length}`);
  const stbl = requireBox(requireBox(requireBox(trak, 'mdia', 'trak'), 'minf', 'mdia'), 'stbl', 'minf');
  const entries = requireBox(stbl, 'stsd', 'stbl').entries;
  const entry = entries[0];
  if (!entry || entries.length !== 1) throw new Error(`stsd: expected one sample entry, found ${entries.length}`);
  return { trak, entry };
}

/** The codec four-character code, looking through encv/enca to the frma of a protected entry. */
function originalFormat(entry: SampleEntry): string {
  if (entry.type !== 'encv' && entry.type !== 'enca') return entry.type;
  const frma = childBox(requireBox(entry, 'sinf', entry.type), 'frma');
  if (!frma) throw new Error(`${entry.type}: sinf has no frma`);
  return frma.data_format;
}
