/**
 * Start-over and catch-up on the live channels (issue 29 part 3, docs/decisions.md "Start-over
 * and catch-up"): the live manifests keep a time-shift window, and these pure rules say what in
 * it can still be started over and when the player asks the viewer about a stall.
 */

/**
 * How far back a live channel can be played (the manifests' timeShiftBufferDepth): longer than
 * any slot of the schedule (149 minutes at most), so what is on can always be started over.
 */
export const TIME_SHIFT_SECONDS = 3 * 3_600;

/** Buffering longer than this while playing live is a stall the viewer is asked about. */
export const STALL_PROMPT_MS = 4_000;

/** The earliest wall-clock time still in the window at `nowMs`. */
export const windowStartMs = (nowMs: number): number => nowMs - TIME_SHIFT_SECONDS * 1000;

/** A program can be started over while its start is inside the window and it has begun. */
export function canStartOver(program: { start: number }, nowMs: number): boolean {
  return program.start <= nowMs && program.start >= windowStartMs(nowMs);
}

/**
 * Where Start over seeks, in the player's presentation seconds: the program's start, moved by the
 * gap between the picture's wall clock and its presentation time, and clamped to the seekable
 * range (a program begun before the window starts where the window does).
 */
export function startOverPosition(input: { programStartMs: number; playheadMs: number; currentTime: number; rangeStart: number }): number {
  const target = input.currentTime - (input.playheadMs - input.programStartMs) / 1000;
  return Math.max(target, input.rangeStart);
}

/**
 * A stall worth asking about: live, meant to be playing (not paused, not seeking on purpose),
 * and buffering for longer than STALL_PROMPT_MS.
 */
export function isLiveStall(input: { live: boolean; paused: boolean; seeking: boolean; bufferingSinceMs: number | null; nowMs: number }): boolean {
  if (!input.live || input.paused || input.seeking || input.bufferingSinceMs === null) return false;
  return input.nowMs - input.bufferingSinceMs >= STALL_PROMPT_MS;
}
