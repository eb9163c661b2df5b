import { createFile, MP4BoxBuffer, type ISOFile } from 'mp4box';

function parse(...parts: readonly Uint8Array[]): ISOFile {
  const file = createFile();
  let position = 0;
  for (const part of parts) {
    const copy = part.buffer.slice(part.byteOffset, part.byteOffset + part.byteLength);
    position = file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, position));
  }
  file.flush();
  return file;
}

/** The media timescale (mdhd) of the one track in an initialization segment. */
export function trackTimescale(init: Uint8Array): number {
  const trak = parse(init).moov?.traks[0];
  if (!trak) throw new Error('No track in the initialization segment.');
  return trak.mdia.mdhd.timescale;
}

export interface FragmentTiming {
  /** tfdt of the segment's first fragment, in timescale units. */
  baseDecodeTime: number;
  /** Sum of the sample durations of all its fragments, in timescale units. */
  duration: number;
  sampleCount: number;
}

/** Decode time, duration and sample count of one media segment of a single-track stream. */
export function fragmentTiming(init: Uint8Array, segment: Uint8Array): FragmentTiming {
  const file = parse(init, segment);
  const defaultDuration = file.moov?.mvex?.trexs[0]?.default_sample_duration ?? 0;
  let duration = 0;
  let sampleCount = 0;
  for (const moof of file.moofs) {
    for (const traf of moof.trafs) {
      const fallback = traf.tfhd.default_sample_duration || defaultDuration;
      for (const trun of traf.truns) {
        sampleCount += trun.sample_count;
        for (let n = 0; n < trun.sample_count; n += 1) duration += trun.sample_duration[n] ?? fallback;
      }
    }
  }
  const first = file.moofs[0]?.trafs[0]?.tfdt;
  if (!first) throw new Error('No fragment in the media segment.');
  return { baseDecodeTime: Number(first.baseMediaDecodeTime), duration, sampleCount };
}
