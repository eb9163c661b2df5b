import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import type { PpvPhase } from '@stat/contracts';
import { demoInstantOf, type PpvTimes } from './ppv-phase.ts';

/**
 * DATA_DIR/ppv-clock.json: how far `npm run ppv -- --phase` moved the event's times (ms, added
 * to every time in the event file). A file, not the database, because the embedded database is
 * the running server's alone; the server re-reads it on change (docs/decisions.md, "Pay-per-view").
 */
export const PPV_CLOCK_FILE_NAME = 'ppv-clock.json';

const clockSchema = z.object({ offsetMs: z.number().int() });

export function ppvClockFile(dataDir: string): string {
  return join(dataDir, PPV_CLOCK_FILE_NAME);
}

/** The offset in force: none when the file is missing; an invalid file throws. */
export async function readPpvClockOffset(file: string): Promise<number> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  return clockSchema.parse(JSON.parse(text)).offsetMs;
}

/** Writes the offset whole (a temporary file renamed over), so the server never reads half of it. */
export async function writePpvClockOffset(file: string, offsetMs: number): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify({ offsetMs })}\n`);
  await rename(temporary, file);
}

/** The offset that puts `now` at the demo instant of `phase` for an event with these (unmoved) times. */
export function offsetForPhase(phase: PpvPhase, times: PpvTimes, now: number): number {
  return Math.round(now - demoInstantOf(phase, times));
}
