export interface CaptionCue {
  start: number;
  end: number;
  text: string;
}

/** Seconds of silence between one line and the next, so a viewer sees each line go. */
const PAUSE_SECONDS = 0.5;

/** Spreads a clip's lines evenly over its length: each gets an equal slot, shown inside it. */
export function scriptCues(lines: readonly string[], seconds: number): CaptionCue[] {
  const slot = seconds / lines.length;
  return lines.map((text, n) => ({
    start: n * slot + PAUSE_SECONDS / 2,
    end: (n + 1) * slot - PAUSE_SECONDS / 2,
    text,
  }));
}

/** hh:mm:ss.ttt, the only timestamp form every WebVTT parser reads. */
export function vttTimestamp(seconds: number): string {
  const millis = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor(millis / 60_000) % 60;
  const secs = Math.floor(millis / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(millis % 1000, 3)}`;
}

/** A WebVTT file; cue text is escaped (& and < would start an entity or a tag). */
export function webVtt(cues: readonly CaptionCue[]): string {
  const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  const body = cues.map((cue, n) => `${n + 1}\n${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${escape(cue.text)}\n`);
  return ['WEBVTT\n', ...body].join('\n');
}
