import { vttTimestamp } from '../pipeline/captions.ts';

const TIMING = /^(\d+):(\d{2}):(\d{2}\.\d{3}) --> (\d+):(\d{2}):(\d{2}\.\d{3})/;
const seconds = (hours: string, minutes: string, rest: string) => Number(hours) * 3600 + Number(minutes) * 60 + Number(rest);

/**
 * A clip's WebVTT captions repeated for a presentation that loops the clip: every cue again
 * in each pass, up to `totalSeconds` (the last cue cut at the end). Cue text is kept as it is
 * (already escaped in the pipeline's file); cues are numbered afresh.
 */
export function loopWebVtt(clipVtt: string, clipSeconds: number, totalSeconds: number): string {
  const cues = clipVtt
    .split(/\r?\n\r?\n+/)
    .slice(1)
    .flatMap((block) => {
      const lines = block.split(/\r?\n/);
      const at = lines.findIndex((line) => TIMING.test(line));
      const timing = at === -1 ? null : TIMING.exec(lines[at]!);
      if (!timing) return [];
      const [, h1, m1, s1, h2, m2, s2] = timing as unknown as [string, string, string, string, string, string, string];
      return [{ start: seconds(h1, m1, s1), end: seconds(h2, m2, s2), text: lines.slice(at + 1).join('\n').trimEnd() }];
    });
  const out: string[] = [];
  for (let shift = 0; shift < totalSeconds && cues.length > 0; shift += clipSeconds) {
    for (const cue of cues) {
      const start = cue.start + shift;
      if (start >= totalSeconds) break;
      out.push(`${out.length + 1}\n${vttTimestamp(start)} --> ${vttTimestamp(Math.min(cue.end + shift, totalSeconds))}\n${cue.text}\n`);
    }
  }
  return ['WEBVTT\n', ...out].join('\n');
}
