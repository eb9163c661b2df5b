import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PpvPhase } from '@stat/contracts';
import { offsetForPhase, writePpvClockOffset } from '../areas/ppv/ppv-clock-file.ts';
import { loadPpvEventFile } from '../areas/ppv/ppv-event-file.ts';
import { createPpvStore, type PpvStore } from '../areas/ppv/ppv-store.ts';
import { SEED_DIR } from '../paths.ts';

const silentLog = { info: () => undefined, error: () => undefined };

export interface MovablePpvStore {
  store: PpvStore;
  /** The copies the store reads: a test may edit the event. */
  files: { event: string; clock: string };
  /** Moves the clock as `npm run ppv -- --phase` does, and has the store read it. */
  walkTo(phase: PpvPhase): Promise<void>;
}

/** A pay-per-view store over a copy of the seed event and a clock file of its own, for a test file to walk the night. */
export async function movablePpvStore(): Promise<MovablePpvStore> {
  const dir = await mkdtemp(join(tmpdir(), 'stat-ppv-'));
  const files = { event: join(dir, 'ppv-event.json'), clock: join(dir, 'ppv-clock.json') };
  await copyFile(join(SEED_DIR, 'ppv-event.json'), files.event);
  const store = await createPpvStore(files.event, files.clock, silentLog);
  return {
    store,
    files,
    async walkTo(phase) {
      await writePpvClockOffset(files.clock, offsetForPhase(phase, await loadPpvEventFile(files.event), Date.now()));
      await store.refresh();
    },
  };
}
