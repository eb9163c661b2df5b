import { AUDIO_CHANNELS, AUDIO_SAMPLE_RATE } from './clip-recipe.ts';

export type AudioRole = 'main' | 'alternate';

/** A short pip shaped by a raised cosine, so it starts and stops without a click. */
function pip(t: number, start: number, length: number, frequency: number): number {
  const x = t - start;
  if (x < 0 || x >= length) return 0;
  return (0.5 - 0.5 * Math.cos((2 * Math.PI * x) / length)) * Math.sin(2 * Math.PI * frequency * t);
}

/**
 * The main programme: a soft fifth that swells every 8 s and a pip on every second, a higher
 * one at the top of each 8 s. The second audio programme: a lower, reedier bed and a double pip
 * every 2 s. Both repeat within 8 s, so a clip loops without a seam.
 */
function sample(role: AudioRole, pitch: number, t: number): number {
  const second = Math.floor(t);
  const swell = 0.75 + 0.25 * Math.sin((2 * Math.PI * t) / 8);
  if (role === 'main') {
    const bed = 0.05 * Math.sin(2 * Math.PI * pitch * t) + 0.03 * Math.sin(2 * Math.PI * 1.5 * pitch * t);
    const pipPitch = second % 8 === 0 ? 6 * pitch : 4 * pitch;
    return swell * bed + 0.2 * pip(t, second, 0.08, pipPitch);
  }
  const low = 0.75 * pitch;
  const bed = 0.045 * Math.sin(2 * Math.PI * low * t) + 0.015 * Math.sin(2 * Math.PI * 3 * low * t);
  const pair = second - (second % 2);
  return swell * bed + 0.18 * (pip(t, pair, 0.05, 3 * pitch) + pip(t, pair + 0.15, 0.05, 3 * pitch));
}

/** Signed 16-bit little-endian interleaved stereo PCM at 48 kHz, the same on both channels. */
export function tonePcm(role: AudioRole, pitch: number, seconds: number): Buffer {
  const frames = Math.round(seconds * AUDIO_SAMPLE_RATE);
  const pcm = Buffer.alloc(frames * AUDIO_CHANNELS * 2);
  for (let i = 0; i < frames; i += 1) {
    const value = Math.round(Math.max(-1, Math.min(1, sample(role, pitch, i / AUDIO_SAMPLE_RATE))) * 32767);
    for (let channel = 0; channel < AUDIO_CHANNELS; channel += 1) pcm.writeInt16LE(value, (i * AUDIO_CHANNELS + channel) * 2);
  }
  return pcm;
}
