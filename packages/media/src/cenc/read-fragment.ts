import type { Box } from 'mp4box';
import { boxBody, boxEnd, boxStart, childBox, childBoxes, parseBoxes, requireBox } from './parse-boxes.ts';
import type { BoxOf } from './parse-boxes.ts';

/** Where one sample's bytes are in the segment. */
export interface SampleSpan {
  offset: number;
  size: number;
}

/** The boxes of a one-track media segment that encryption and time shifting read or change. */
export interface FragmentLayout {
  sidxs: BoxOf<'sidx'>[];
  moof: BoxOf<'moof'>;
  mfhd: BoxOf<'mfhd'>;
  traf: BoxOf<'traf'>;
  tfhd: BoxOf<'tfhd'>;
  tfdt: BoxOf<'tfdt'> | undefined;
  truns: BoxOf<'trun'>[];
  saiz: BoxOf<'saiz'> | undefined;
  saio: BoxOf<'saio'> | undefined;
  senc: BoxOf<'senc'> | undefined;
  mdat: Box;
  samples: SampleSpan[];
}

const TFHD_BASE_DATA_OFFSET_PRESENT = 0x1;
const TFHD_DEFAULT_SAMPLE_SIZE_PRESENT = 0x10;
const TRUN_DATA_OFFSET_PRESENT = 0x1;
const TRUN_SAMPLE_SIZE_PRESENT = 0x200;

/**
 * Reads a media segment of one moof with one traf followed by its mdat (ffmpeg's DASH output).
 * Sample offsets count from the moof start: tfhd has no base_data_offset, so with one traf the
 * base is the moof whether or not default-base-is-moof is set (ISO/IEC 14496-12, tfhd).
 */
export function readFragment(segment: Uint8Array): FragmentLayout {
  const file = parseBoxes(segment);
  const moofs = childBoxes(file, 'moof');
  const moof = moofs[0];
  if (!moof || moofs.length !== 1) throw new Error(`media segment: expected one moof, found ${moofs.length}`);
  const mdat = file.boxes.find((box) => box.type === 'mdat' && boxStart(box) >= boxEnd(moof));
  if (!mdat) throw new Error('media segment: no mdat after the moof');
  const trafs = childBoxes(moof, 'traf');
  const traf = trafs[0];
  if (!traf || trafs.length !== 1) throw new Error(`moof: expected one traf, found ${trafs.length}`);
  const tfhd = requireBox(traf, 'tfhd', 'traf');
  if (tfhd.flags & TFHD_BASE_DATA_OFFSET_PRESENT) {
    throw new Error('tfhd: an explicit base_data_offset is not supported (expected default-base-is-moof)');
  }
  const truns = childBoxes(traf, 'trun');
  if (truns.length === 0) throw new Error('traf: no trun');

  const samples = truns.flatMap((trun) => trunSamples(trun, tfhd, boxStart(moof)));
  const payloadStart = boxBody(mdat);
  for (const { offset, size } of samples) {
    if (offset < payloadStart || offset + size > boxEnd(mdat)) {
      throw new Error(`trun: a sample at ${offset} (${size} bytes) lies outside the mdat payload`);
    }
  }
  return {
    sidxs: childBoxes(file, 'sidx'),
    moof,
    mfhd: requireBox(moof, 'mfhd', 'moof'),
    traf,
    tfhd,
    tfdt: childBox(traf, 'tfdt'),
    truns,
    saiz: childBox(traf, 'saiz'),
    saio: childBox(traf, 'saio'),
    senc: childBox(traf, 'senc'),
    mdat,
    samples,
  };
}

function trunSamples(trun: BoxOf<'trun'>, tfhd: BoxOf<'tfhd'>, moofStart: number): SampleSpan[] {
  if (!(trun.flags & TRUN_DATA_OFFSET_PRESENT)) throw new Error('trun: no data_offset');
  const hasSizes = (trun.flags & TRUN_SAMPLE_SIZE_PRESENT) !== 0;
  if (!hasSizes && !(tfhd.flags & TFHD_DEFAULT_SAMPLE_SIZE_PRESENT)) {
    throw new Error('trun: no sample sizes in trun or tfhd');
  }
  const samples: SampleSpan[] = [];
  let offset = moofStart + trun.data_offset;
  for (let i = 0; i < trun.sample_count; i++) {
    const size = hasSizes ? trun.sample_size[i] : tfhd.default_sample_size;
    if (size === undefined) throw new Error(`trun: no size for sample ${i}`);
    samples.push({ offset, size });
    offset += size;
  }
  return samples;
}
