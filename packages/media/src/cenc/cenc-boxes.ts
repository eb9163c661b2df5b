import { BoxWriter } from './box-writer.ts';
import type { Subsample } from './h264-subsamples.ts';

/** The W3C "Common PSSH box format" system id: the init data Chromium's ClearKey reads KIDs from. */
export const W3C_COMMON_SYSTEM_ID = '1077efec-c0b2-4d02-ace3-3c1e52e2fb4b';

/** Bytes of each sample's IV in senc, declared once in tenc (default_Per_Sample_IV_Size). */
export const PER_SAMPLE_IV_SIZE = 8;

const CENC_SCHEME_VERSION = 0x00010000;
// senc flag: each entry carries a subsample map.
export const SENC_USE_SUBSAMPLES = 0x2;
// A full box's header (size, type, version and flags), then senc's 32-bit sample_count.
const SENC_FIRST_ENTRY = 16;

/** One senc entry: the sample's IV and, for subsample encryption, its clear/protected map. */
export interface SampleEncryptionEntry {
  iv: bigint;
  subsamples?: readonly Subsample[];
}

function keyIdBytes(kid: Uint8Array): Uint8Array {
  if (kid.length !== 16) throw new RangeError(`a KID has 16 bytes, not ${kid.length}`);
  return kid;
}

/** sinf for a 'cenc' track: frma (the codec before protection), schm, and schi with tenc v0. */
export function protectionSchemeInfo(originalFormat: string, kid: Uint8Array): Uint8Array {
  return new BoxWriter()
    .box('sinf', (w) => {
      w.box('frma', () => w.fourcc(originalFormat));
      w.fullBox('schm', 0, 0, () => w.fourcc('cenc').u32(CENC_SCHEME_VERSION));
      w.box('schi', () =>
        w.fullBox('tenc', 0, 0, () =>
          w
            .u8(0) // reserved
            .u8(0) // reserved in version 0 (pattern encryption is 'cens'/'cbcs' only)
            .u8(1) // default_isProtected
            .u8(PER_SAMPLE_IV_SIZE)
            .raw(keyIdBytes(kid)),
        ),
      );
    })
    .finish();
}

/** pssh version 1 for the W3C common system id, listing the KIDs and carrying no data. */
export function commonPssh(kids: readonly Uint8Array[]): Uint8Array {
  return new BoxWriter()
    .fullBox('pssh', 1, 0, (w) => {
      w.raw(uuidBytes(W3C_COMMON_SYSTEM_ID)).u32(kids.length);
      for (const kid of kids) w.raw(keyIdBytes(kid));
      w.u32(0); // DataSize
    })
    .finish();
}

/**
 * saiz, saio and senc for one track fragment, in that order, to be placed `offsetInMoof` bytes
 * after the start of the moof. The sample auxiliary information lives in senc itself, so saio's
 * one offset points at senc's first IV, counted from the moof start because tfhd sets
 * default-base-is-moof (ISO/IEC 14496-12, saio and tfhd).
 */
export function sampleEncryptionBoxes(entries: readonly SampleEncryptionEntry[], offsetInMoof: number, useSubsamples: boolean): Uint8Array {
  const sizes = entries.map((entry) => auxInfoSize(entry, useSubsamples));
  const firstSize = sizes[0] ?? 0;
  const uniform = sizes.every((size) => size === firstSize);
  const w = new BoxWriter();

  w.fullBox('saiz', 0, 0, () => {
    w.u8(uniform ? firstSize : 0).u32(entries.length);
    if (!uniform) for (const size of sizes) w.u8(size);
  });
  const saioStart = w.position;
  w.fullBox('saio', 0, 0, () => w.u32(1).u32(0));
  const sencStart = w.position;
  w.fullBox('senc', 0, useSubsamples ? SENC_USE_SUBSAMPLES : 0, () => {
    w.u32(entries.length);
    for (const entry of entries) writeSencEntry(w, entry, useSubsamples);
  });
  // saio: header 12, entry_count 4, then the offset.
  w.setU32(saioStart + 16, offsetInMoof + sencStart + SENC_FIRST_ENTRY);
  return w.finish();
}

function auxInfoSize({ subsamples }: SampleEncryptionEntry, useSubsamples: boolean): number {
  const size = PER_SAMPLE_IV_SIZE + (useSubsamples ? 2 + 6 * (subsamples?.length ?? 0) : 0);
  // saiz records each size in 8 bits: at most 40 subsamples per sample.
  if (size > 0xff) throw new RangeError(`a sample with ${subsamples?.length} subsamples is too many for saiz`);
  return size;
}

function writeSencEntry(w: BoxWriter, { iv, subsamples }: SampleEncryptionEntry, useSubsamples: boolean): void {
  w.u64(iv);
  if (!useSubsamples) return;
  if (!subsamples) throw new Error('senc: subsample encryption needs every sample to have subsamples');
  w.u16(subsamples.length);
  for (const { clearBytes, protectedBytes } of subsamples) w.u16(clearBytes).u32(protectedBytes);
}

function uuidBytes(uuid: string): Uint8Array {
  return Uint8Array.from(Buffer.from(uuid.replaceAll('-', ''), 'hex'));
}
