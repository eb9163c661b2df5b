import { describe, expect, it } from 'vitest';
import { webVtt } from '../pipeline/captions.ts';
import { loopWebVtt } from './loop-captions.ts';

const clip = webVtt([
  { start: 0.25, end: 3.75, text: 'The harbour lights are on.' },
  { start: 4.25, end: 7.75, text: 'Fish & <chips> tonight.' },
]);

describe('loopWebVtt', () => {
  it('repeats every cue in each pass, later by the clip length, and cuts the last at the end', () => {
    expect(loopWebVtt(clip, 8, 20)).toBe(
      [
        'WEBVTT\n',
        '1\n00:00:00.250 --> 00:00:03.750\nThe harbour lights are on.\n',
        '2\n00:00:04.250 --> 00:00:07.750\nFish &amp; &lt;chips&gt; tonight.\n',
        '3\n00:00:08.250 --> 00:00:11.750\nThe harbour lights are on.\n',
        '4\n00:00:12.250 --> 00:00:15.750\nFish &amp; &lt;chips&gt; tonight.\n',
        '5\n00:00:16.250 --> 00:00:19.750\nThe harbour lights are on.\n',
      ].join('\n'),
    );
    expect(loopWebVtt(clip, 8, 18)).toContain('5\n00:00:16.250 --> 00:00:18.000\n');
  });

  it('keeps an hour-long presentation in hh:mm:ss form', () => {
    expect(loopWebVtt(clip, 8, 3_610)).toContain('--> 01:00:07.750\n');
  });
});
