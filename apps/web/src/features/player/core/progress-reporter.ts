import { PLAYED_INTERVAL_SECONDS, type ChannelProgressEvent, type TitleProgressEvent } from '@stat/contracts';

export type ProgressCall =
  | { kind: 'title'; event: TitleProgressEvent; seconds: number; seq: number }
  /** `seconds`: how long into this play, from where it began (the pay-per-view calls carry it; a live position is the wall clock). */
  | { kind: 'channel'; event: ChannelProgressEvent; seconds: number };

type Send = (call: ProgressCall) => void;

/**
 * When the player reports progress (streaming spec section 7): `played` when play begins and
 * every 30 s of playing after, `pause` when the viewer pauses, `resume` when they play again
 * after a pause, `endplay` at the end or when the player closes. Titles carry the position in
 * whole seconds and a sequence number within the play; channels the seconds since the play began. Pure bookkeeping:
 * the caller feeds it the media's events and sends what it returns.
 */
export class ProgressReporter {
  private seq = 0;
  private lastPlayedAt: number | null = null;
  private firstPosition: number | null = null;
  private paused = false;
  private ended = false;

  constructor(
    private readonly kind: 'title' | 'channel',
    private readonly send: Send,
  ) {}

  private emit(event: TitleProgressEvent, position: number): void {
    if (this.kind === 'title') this.send({ kind: 'title', event, seconds: Math.max(0, Math.floor(position)), seq: this.seq++ });
    // Channels have no resume (a resume is reported as played again), and count from the play's start.
    else this.send({ kind: 'channel', event: event === 'resume' ? 'played' : event, seconds: Math.max(0, Math.floor(position - (this.firstPosition ?? position))) });
  }

  /** The media plays (its `playing` event): the first play, or a resume after a pause. */
  playing(position: number): void {
    if (this.ended) return;
    this.firstPosition ??= position;
    if (this.lastPlayedAt === null) this.emit('played', position);
    else if (this.paused) this.emit('resume', position);
    this.paused = false;
    this.lastPlayedAt = position;
  }

  /** Time moved while playing: a `played` once 30 s have passed since the last report. */
  timeUpdate(position: number): void {
    if (this.ended || this.paused || this.lastPlayedAt === null) return;
    // A seek back restarts the interval from where the viewer went.
    if (position < this.lastPlayedAt) this.lastPlayedAt = position;
    if (position - this.lastPlayedAt >= PLAYED_INTERVAL_SECONDS) {
      this.emit('played', position);
      this.lastPlayedAt = position;
    }
  }

  /** The viewer paused (not the media stalling, and not the pause that comes with the end). */
  pause(position: number): void {
    if (this.ended || this.paused || this.lastPlayedAt === null) return;
    this.paused = true;
    this.emit('pause', position);
  }

  /** The end, or the player closing: once, and only after something played. */
  end(position: number): void {
    if (this.ended || this.lastPlayedAt === null) return;
    this.ended = true;
    this.emit('endplay', position);
  }
}
