import type { PpvPhase } from '@stat/contracts';
import { watchFile } from '../../lib/watched-file.ts';
import { readPpvClockOffset } from './ppv-clock-file.ts';
import { ppvIncidentFileBeside, readPpvIncidentWindows, type PpvIncidentWindow } from './ppv-incident-file.ts';
import { loadPpvEventFile, type PpvEventFile } from './ppv-event-file.ts';
import { phaseAt, type PpvTimes } from './ppv-phase.ts';

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The event as it stands now: its times moved by the clock file. */
export interface PpvCurrent {
  event: PpvEventFile;
  times: PpvTimes;
  phase: PpvPhase;
  /** The operator's incident windows (ppv-incident.json beside the clock file), every event's. */
  incidents: PpvIncidentWindow[];
}

export interface PpvStore {
  /** The event and its phase at `now` (epoch ms): the public accessor other areas read. */
  current(now: number): PpvCurrent;
  /** Re-reads the event and clock files if they changed (tests; requests do it on their own every second). */
  refresh(): Promise<void>;
}

/** Loads the event file and the clock offset now (an invalid event file throws, so start fails); both are re-read on change. */
export async function createPpvStore(eventFile: string, clockFile: string, log: Logger): Promise<PpvStore> {
  const event = await watchFile(eventFile, loadPpvEventFile, log, 'pay-per-view event file');
  const clock = await watchFile(clockFile, readPpvClockOffset, log, 'pay-per-view clock file');
  const incidents = await watchFile(ppvIncidentFileBeside(clockFile), readPpvIncidentWindows, log, 'pay-per-view incident file');
  return {
    current(now) {
      const file = event.current();
      const offset = clock.current();
      const times = { doorsAt: file.doorsAt + offset, mainEventAt: file.mainEventAt + offset, endsAt: file.endsAt + offset };
      return { event: file, times, phase: phaseAt(times, now), incidents: incidents.current() };
    },
    async refresh() {
      await Promise.all([event.refresh(), clock.refresh(), incidents.refresh()]);
    },
  };
}
