import { PPV_NIGHT_REFRESH_SECONDS, PPV_PAGE_NAMES, type PpvPage, type PpvPhase, type PpvSchedule, type PpvState } from '@stat/contracts';
import type { PpvCurrent } from './ppv-store.ts';
import { earlyPriceUntil, expiresInSeconds, priceInCentsAt, type PpvTimes } from './ppv-phase.ts';

const BEFORE: readonly PpvPhase[] = ['pre', 'dayof', 'prepress'];

/** Which of a page's texts a phase shows: before the event, while it is live, or after it. */
export function textKeyOf(phase: PpvPhase): 'before' | 'live' | 'after' {
  if (phase === 'live') return 'live';
  return BEFORE.includes(phase) ? 'before' : 'after';
}

/**
 * Seconds the state stays fresh: to the next change, and at most PPV_NIGHT_REFRESH_SECONDS from
 * doors to the end or while an incident is open, so an incident's banner (which no clock
 * foretells) reaches every open page within half a minute.
 */
function stateExpiresIn(times: PpvTimes, now: number, incidentOpen: boolean): number {
  const seconds = expiresInSeconds(times, now);
  const night = now >= times.doorsAt && now < times.endsAt;
  return night || incidentOpen ? Math.min(seconds, PPV_NIGHT_REFRESH_SECONDS) : seconds;
}

/** GET ppv/state at `now`: the same for everyone, so it carries nothing of the viewer's. */
export function ppvStateAt({ event, times, phase, incident }: PpvCurrent, now: number, imageUrl: string): PpvState {
  const earlyUntil = earlyPriceUntil(times);
  const early = now < earlyUntil;
  const key = textKeyOf(phase);
  const page = (name: (typeof PPV_PAGE_NAMES)[number], index: number): PpvPage => {
    const filePage = event.pages[name];
    return {
      ...filePage[key],
      isLive: phase === 'live',
      hasPurchased: false,
      imageUrl,
      countdownTimestamp: times.mainEventAt,
      index,
      category: filePage.category,
      type: 'PPV',
      visible: filePage.visibleIn.includes(phase),
    };
  };
  const pages = Object.fromEntries(PPV_PAGE_NAMES.map((name, index) => [name, page(name, index)])) as PpvState['pages'];
  return {
    state: phase,
    productId: event.productId,
    priceInCents: priceInCentsAt(event.price, times, now),
    expiresIn: stateExpiresIn(times, now, incident !== null),
    sections: event.sections[phase],
    event: { name: event.name, doorsAt: times.doorsAt, mainEventAt: times.mainEventAt, earlyPriceUntil: early ? earlyUntil : null },
    pages,
    incident: incident ? { since: incident.startedAt } : null,
  };
}

/** GET ppv/schedule at `now`: this event while it is still to come or on, then the operator's coming events. */
export function ppvScheduleAt({ event, times, phase }: PpvCurrent, now: number): PpvSchedule {
  const current = textKeyOf(phase) === 'after' ? [] : [{ id: event.productId, kind: 'PPV' as const, name: event.name, startsAt: times.doorsAt, live: phase === 'live' }];
  const upcoming = event.schedule.upcoming
    .filter((coming) => coming.startsAt > now)
    .map((coming) => ({ id: coming.id, kind: coming.kind, name: coming.name, startsAt: coming.startsAt, live: false }));
  return {
    headline: event.schedule.headline,
    description: event.schedule.description,
    expiresIn: expiresInSeconds(times, now),
    events: [...current, ...upcoming].sort((a, b) => a.startsAt - b.startsAt),
  };
}
