import { PPV_REFRESH_CAP_SECONDS, type PpvPhase } from '@stat/contracts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The event's times, epoch ms, as the phase rule reads them. */
export interface PpvTimes {
  /** The broadcast starts (prelims): the stream is live from here. */
  doorsAt: number;
  /** The main event's walk-out: what the countdowns count to. */
  mainEventAt: number;
  /** The broadcast ends. */
  endsAt: number;
}

/**
 * Where each phase starts, relative to the event's times (docs/decisions.md, "Pay-per-view"):
 * fight day begins 12 hours before doors; the press window is the 30 minutes before doors; the
 * replay window ("post") the 2 hours after the end; the post-fight press 10 hours after that;
 * the cool-down runs 7 days from the end, and the event then sunsets. Fight week, when the early
 * price ends, is the 7 days before doors.
 */
export const PPV_WINDOWS = {
  dayOfBeforeDoors: 12 * HOUR,
  prepressBeforeDoors: 30 * MINUTE,
  postAfterEnd: 0,
  postpressAfterEnd: 2 * HOUR,
  cooldownAfterEnd: 12 * HOUR,
  sunsetAfterEnd: 7 * DAY,
  fightWeekBeforeDoors: 7 * DAY,
} as const;

/** The start of every phase but pre (which has none), in phase order. */
export function phaseStarts(times: PpvTimes): [PpvPhase, number][] {
  return [
    ['dayof', times.doorsAt - PPV_WINDOWS.dayOfBeforeDoors],
    ['prepress', times.doorsAt - PPV_WINDOWS.prepressBeforeDoors],
    ['live', times.doorsAt],
    ['post', times.endsAt + PPV_WINDOWS.postAfterEnd],
    ['postpress', times.endsAt + PPV_WINDOWS.postpressAfterEnd],
    ['cooldown', times.endsAt + PPV_WINDOWS.cooldownAfterEnd],
    ['sunset', times.endsAt + PPV_WINDOWS.sunsetAfterEnd],
  ];
}

/** The phase at `now`: the last one whose start has come, else pre. A phase starts at its instant exactly. */
export function phaseAt(times: PpvTimes, now: number): PpvPhase {
  let phase: PpvPhase = 'pre';
  for (const [next, startsAt] of phaseStarts(times)) if (now >= startsAt) phase = next;
  return phase;
}

/** When the early price ends (fight week starts). */
export function earlyPriceUntil(times: PpvTimes): number {
  return times.doorsAt - PPV_WINDOWS.fightWeekBeforeDoors;
}

/** The event's price at `now`: the early price until fight week, then the full price. */
export function priceInCentsAt(price: { inCents: number; earlyInCents: number }, times: PpvTimes, now: number): number {
  return now < earlyPriceUntil(times) ? price.earlyInCents : price.inCents;
}

/**
 * Whole seconds until the next change a client must see (a phase starting or the early price
 * ending), rounded up so a client refreshing then is past it, from 1 to the one-hour cap.
 */
export function expiresInSeconds(times: PpvTimes, now: number): number {
  const changes = [earlyPriceUntil(times), ...phaseStarts(times).map(([, startsAt]) => startsAt)].filter((at) => at > now);
  const next = Math.min(...changes, now + PPV_REFRESH_CAP_SECONDS * 1000);
  return Math.max(1, Math.min(PPV_REFRESH_CAP_SECONDS, Math.ceil((next - now) / 1000)));
}

/**
 * The instant the CLI puts "now" at for a phase: the middle of its window, at most an hour in,
 * so a demo or a journey has time to look; pre is 10 days before doors, still at the early price.
 */
export function demoInstantOf(phase: PpvPhase, times: PpvTimes): number {
  if (phase === 'pre') return times.doorsAt - 10 * DAY;
  const starts = phaseStarts(times);
  const index = starts.findIndex(([name]) => name === phase);
  const startsAt = starts[index]![1];
  const nextAt = starts[index + 1]?.[1] ?? startsAt + 2 * HOUR;
  return startsAt + Math.min((nextAt - startsAt) / 2, HOUR);
}

/**
 * The clock offset `npm run ppv -- --phase` sets: the one that puts `now` at the demo instant of
 * `phase` for an event with these (unmoved) times; `reset`, none (the event at its file's dates).
 */
export function offsetForPhase(phase: PpvPhase | 'reset', times: PpvTimes, now: number): number {
  return phase === 'reset' ? 0 : Math.round(now - demoInstantOf(phase, times));
}
