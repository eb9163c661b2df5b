import { PPV_CREDIT_TIERS, PPV_FULL_CREDIT_AFTER_MS, type PpvCreditReason, type PpvCreditTier } from '@stat/contracts';

/** A span of real time (epoch ms); `end` past `start`. */
export interface Span {
  start: number;
  end: number;
}

/** An incident window in real time, with the event clock's offset when it opened. */
export interface IncidentSpan extends Span {
  clockOffsetMs: number;
}

/**
 * A window where it fell in the night as the event's times stand now: the operator may have moved
 * the event's clock since (`npm run ppv -- --phase`), which moves the night but not what the
 * window missed of it.
 */
export function inTheNightNow(window: IncidentSpan, clockOffsetNowMs: number): Span {
  const moved = clockOffsetNowMs - window.clockOffsetMs;
  return { start: window.start + moved, end: window.end + moved };
}

/** The event's night: doors (the prelims start), the main event, the end. */
export interface NightTimes {
  doorsAt: number;
  mainEventAt: number;
  endsAt: number;
}

export interface Credit {
  tier: PpvCreditTier;
  reason: PpvCreditReason;
  amountInCents: number;
}

/** How long two spans share (0 when apart). */
export function overlapMs(a: Span, b: Span): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}

/**
 * The credit for a buyer the incident windows in `windows` affected (the windows their session was
 * live in, or their start refused in), of a purchase that paid `paidInCents` (the 2017
 * settlement's tiers, docs/decisions.md):
 * - more than 5 minutes of the main event missed (the windows' overlap with main event → end,
 *   summed): a full refund;
 * - otherwise any of the main event missed: half;
 * - only the prelims missed (overlap between doors and the main event, none after): a quarter.
 * Null when the windows miss the night entirely. Shares round to the nearest cent, half a cent up.
 */
export function creditFor(windows: readonly Span[], times: NightTimes, paidInCents: number): Credit | null {
  const main = { start: times.mainEventAt, end: times.endsAt };
  const prelims = { start: times.doorsAt, end: times.mainEventAt };
  const missedMain = windows.reduce((sum, window) => sum + overlapMs(window, main), 0);
  const missedPrelims = windows.reduce((sum, window) => sum + overlapMs(window, prelims), 0);
  const tier: PpvCreditTier | null = missedMain > PPV_FULL_CREDIT_AFTER_MS ? 'full' : missedMain > 0 ? 'half' : missedPrelims > 0 ? 'quarter' : null;
  if (!tier || paidInCents <= 0) return null;
  return { tier, reason: missedMain > 0 ? 'main-event' : 'prelims', amountInCents: Math.round(paidInCents * PPV_CREDIT_TIERS[tier]) };
}
