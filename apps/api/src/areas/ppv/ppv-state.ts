import { PPV_PAGE_NAMES, type PpvPage, type PpvPhase, type PpvSchedule, type PpvState } from '@stat/contracts';
import type { PpvCurrent } from './ppv-store.ts';
import { earlyPriceUntil, expiresInSeconds } from './ppv-phase.ts';

const BEFORE: readonly PpvPhase[] = ['pre', 'dayof', 'prepress'];

/** Which of a page's texts a phase shows: before the event, while it is live, or after it. */
export function textKeyOf(phase: PpvPhase): 'before' | 'live' | 'after' {
  if (phase === 'live') return 'live';
  return BEFORE.includes(phase) ? 'before' : 'after';
}

/** The event's price at `now`: the early price until fight week, then the price. */
export function priceAt({ event, times }: Pick<PpvCurrent, 'event' | 'times'>, now: number): number {
  return now < earlyPriceUntil(times) ? event.price.earlyInCents : event.price.inCents;
}

/** GET ppv/state at `now`: the same for everyone, so it carries nothing of the viewer's. */
export function ppvStateAt({ event, times, phase }: PpvCurrent, now: number, imageUrl: string): PpvState {
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
    priceInCents: priceAt({ event, times }, now),
    expiresIn: expiresInSeconds(times, now),
    sections: event.sections[phase],
    event: { name: event.name, doorsAt: times.doorsAt, mainEventAt: times.mainEventAt, earlyPriceUntil: early ? earlyUntil : null },
    pages,
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
