import { describe, expect, it } from 'vitest';
import { scriptCues, vttTimestamp, webVtt } from './captions.ts';

describe('captions', () => {
  it('spreads the lines over the clip, each inside its slot with a pause between', () => {
    const cues = scriptCues(['one', 'two', 'three', 'four'], 32);
    expect(cues.map(({ start, end }) => [start, end])).toEqual([
      [0.25, 7.75],
      [8.25, 15.75],
      [16.25, 23.75],
      [24.25, 31.75],
    ]);
  });

  it('writes WebVTT timestamps and escapes markup in the text', () => {
    expect(vttTimestamp(3723.5)).toBe('01:02:03.500');
    expect(webVtt([{ start: 0.25, end: 1, text: 'Fish & <chips>' }])).toBe('WEBVTT\n\n1\n00:00:00.250 --> 00:00:01.000\nFish &amp; &lt;chips&gt;\n');
  });
});
