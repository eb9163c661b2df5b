import type { PpvPhase } from '@stat/contracts';
import { watchFile } from '../../lib/watched-file.ts';
import type { PpvClockRepository, PpvIncident } from './ppv-clock-repository.ts';
import { loadPpvEventFile, type PpvEventFile } from './ppv-event-file.ts';
import { phaseAt, type PpvTimes } from './ppv-phase.ts';

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The event as it stands now: its times moved by the operator's clock. */
export interface PpvCurrent {
  event: PpvEventFile;
  times: PpvTimes;
  phase: PpvPhase;
  /** The event's open incident window (`npm run ppv -- --incident start`), or null. The same object while it stays open. */
  incident: PpvIncident | null;
}

export interface PpvStore {
  /** The event and its phase at `now` (epoch ms): the public accessor other areas read. */
  current(now: number): PpvCurrent;
  /** Reads the clock and incidents now, and the event file if it changed (tests and the operator route; the store does it every second on its own). */
  refresh(): Promise<void>;
  /** Stops reading every second (the app calls it as it closes). */
  close(): void;
}

/** Where the store reads the operator's switches: the database (ppv-clock-repository.ts), or a test's own. */
export type PpvClockSource = Pick<PpvClockRepository, 'offset' | 'openIncidents'>;

/** How often every instance reads the clock and the incidents: a switch reaches all of them within this. */
export const PPV_CLOCK_READ_EVERY_MS = 1_000;

/**
 * Loads the event file and reads the clock now (an invalid event file throws, so start fails).
 * Then, every second, the clock and incidents are read again from the database every instance
 * shares, and the event file re-read if it changed. A failed read is logged and the last one
 * stays in force.
 */
export async function createPpvStore(eventFile: string, clock: PpvClockSource, log: Logger): Promise<PpvStore> {
  const event = await watchFile(eventFile, loadPpvEventFile, log, 'pay-per-view event file');
  let offset = await clock.offset();
  let incidents = await clock.openIncidents();
  // Reads may overlap (the timer's and an operator route's): the latest one started wins.
  let started = 0;
  let applied = 0;
  async function refresh(): Promise<void> {
    const order = ++started;
    const [nextOffset, nextIncidents] = await Promise.all([clock.offset(), clock.openIncidents(), event.refresh()]);
    if (order < applied) return;
    applied = order;
    offset = nextOffset;
    // Kept as they were while unchanged: the state's answer is rebuilt only when they change (ppv-routes.ts).
    if (JSON.stringify(nextIncidents) !== JSON.stringify(incidents)) incidents = nextIncidents;
  }

  let ticking = false;
  const timer = setInterval(() => {
    if (ticking) return;
    ticking = true;
    refresh()
      .catch((error: unknown) => log.error({ err: error }, 'pay-per-view clock read failed; keeping the last one'))
      .finally(() => {
        ticking = false;
      });
  }, PPV_CLOCK_READ_EVERY_MS);
  timer.unref();

  return {
    current(now) {
      const file = event.current();
      const times = { doorsAt: file.doorsAt + offset, mainEventAt: file.mainEventAt + offset, endsAt: file.endsAt + offset };
      const incident = incidents.find((window) => window.productId === file.productId) ?? null;
      return { event: file, times, phase: phaseAt(times, now), incident };
    },
    refresh,
    close() {
      clearInterval(timer);
    },
  };
}
