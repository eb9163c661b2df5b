import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DashTrackFiles {
  init: Uint8Array;
  segments: Uint8Array[];
}

/**
 * For tests: a real 4-second clip from ffmpeg's DASH muxer, as the media pipeline makes them
 * (H.264 video and AAC audio, one track per file, 2-second segments), read back into memory.
 */
export function makeDashTestClip(): { video: DashTrackFiles; audio: DashTrackFiles } {
  const dir = mkdtempSync(join(tmpdir(), 'stat-cenc-'));
  try {
    execFileSync('ffmpeg', [
      '-nostdin', '-loglevel', 'error',
      '-f', 'lavfi', '-i', 'testsrc2=s=320x180:r=24:d=4',
      '-f', 'lavfi', '-i', 'sine=d=4:sample_rate=48000',
      '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '48', '-keyint_min', '48', '-sc_threshold', '0',
      '-c:a', 'aac',
      '-f', 'dash', '-seg_duration', '2', '-use_template', '1', '-use_timeline', '0',
      '-adaptation_sets', 'id=0,streams=v id=1,streams=a',
      'out.mpd',
    ], { cwd: dir, stdio: 'pipe' });
    const files = readdirSync(dir).sort();
    const read = (name: string): Uint8Array => new Uint8Array(readFileSync(join(dir, name)));
    const track = (stream: number): DashTrackFiles => ({
      init: read(`init-stream${stream}.m4s`),
      segments: files.filter((name) => name.startsWith(`chunk-stream${stream}-`)).map(read),
    });
    return { video: track(0), audio: track(1) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
