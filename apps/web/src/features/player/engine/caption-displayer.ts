import type { CaptionCue } from '../captions/caption-cue.ts';
import type { Shaka } from './load-shaka.ts';

type ShakaCue = InstanceType<Shaka['text']['Cue']>;

/** A cue's text: its payload, or its nested cues' (styled WebVTT), with line breaks kept. */
function cueText(cue: ShakaCue): string {
  if (cue.payload) return cue.payload;
  return cue.nestedCues.map((nested) => (nested.lineBreak ? '\n' : cueText(nested))).join('');
}

/**
 * Shaka's text displayer, replaced by one that only collects the cues: the caption layer, ours,
 * draws them with the viewer's FCC settings (47 CFR 79.103), which the browser's own WebVTT
 * rendering cannot fully apply.
 */
export class CaptionCollector {
  private cues: CaptionCue[] = [];
  private visible = false;

  constructor(private readonly onChange: (cues: readonly CaptionCue[]) => void) {}

  append(cues: ShakaCue[]): void {
    const known = new Set(this.cues.map((cue) => cue.id));
    const added = cues
      .map((cue) => ({ id: `${cue.startTime}-${cue.endTime}-${cueText(cue)}`, startTime: cue.startTime, endTime: cue.endTime, text: cueText(cue) }))
      .filter((cue) => cue.text.trim() !== '' && !known.has(cue.id));
    if (added.length === 0) return;
    this.cues = [...this.cues, ...added].sort((a, b) => a.startTime - b.startTime);
    this.onChange(this.cues);
  }

  remove(startTime: number, endTime: number): boolean {
    const kept = this.cues.filter((cue) => cue.endTime <= startTime || cue.startTime >= endTime);
    if (kept.length !== this.cues.length) {
      this.cues = kept;
      this.onChange(kept);
    }
    return true;
  }

  isTextVisible(): boolean {
    return this.visible;
  }

  setTextVisibility(on: boolean): void {
    this.visible = on;
  }

  // Language and styling come from the viewer's settings, not from Shaka.
  setTextLanguage(): void {}
  configure(): void {}
  enableTextDisplayer(): void {}

  destroy(): Promise<void> {
    this.cues = [];
    this.onChange(this.cues);
    return Promise.resolve();
  }
}
