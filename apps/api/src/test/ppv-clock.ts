import { copyFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PpvPhase } from '@stat/contracts';
import { loadPpvEventFile } from '../areas/ppv/ppv-event-file.ts';
import { offsetForPhase } from '../areas/ppv/ppv-phase.ts';
import { createPpvStore, type PpvStore } from '../areas/ppv/ppv-store.ts';
import { SEED_DIR } from '../paths.ts';

const silentLog = { info: () => undefined, error: () => undefined };

export interface MovablePpvStore {
  store: PpvStore;
  /** The copy of the event file the store reads: a test may edit it. */
  files: { event: string };
  /** Moves the clock as `npm run ppv -- --phase` does, and has the store read it. */
  walkTo(phase: PpvPhase): Promise<void>;
}

/**
 * A pay-per-view store over a copy of the seed event and a clock of its own (in memory, no
 * incident), for a test file to walk the night without a database; the database's clock has
 * tests of its own (ppv-clock-repository.test.ts).
 */
export async function movablePpvStore(): Promise<MovablePpvStore> {
  const dir = await mkdtemp(join(tmpdir(), 'stat-ppv-'));
  const files = { event: join(dir, 'ppv-event.json') };
  await copyFile(join(SEED_DIR, 'ppv-event.json'), files.event);
  let offsetMs = 0;
  const store = await createPpvStore(files.event, { offset: async () => offsetMs, openIncidents: async () => [] }, silentLog);
  return {
    store,
    files,
    async walkTo(phase) {
      offsetMs = offsetForPhase(phase, await loadPpvEventFile(files.event), Date.now());
      await store.refresh();
    },
  };
}
