import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';

/*
 * DATA_DIR/ppv-incident.json, beside the clock file: the operator's incident windows
 * (`npm run ppv -- --incident start|end`), each for the event then current, in real time (epoch
 * ms), the open one without an end. A file for the same reason as the clock (the embedded
 * database is the running server's alone); every server re-reads it within a second and records
 * its windows in ppv_incidents (areas/ppv-credits), where the credits read them.
 */
export const PPV_INCIDENT_FILE_NAME = 'ppv-incident.json';

const windowSchema = z.object({
  productId: z.string().min(1),
  startedAt: z.number().int(),
  endedAt: z.number().int().nullable(),
  /**
   * The event clock's offset when the window opened (`npm run ppv -- --phase` moves the night):
   * where the window fell in the night is its real time less this, plus the offset in force later.
   */
  clockOffsetMs: z.number().int().default(0),
});
const incidentFileSchema = z.object({ windows: z.array(windowSchema) });
export type PpvIncidentWindow = z.infer<typeof windowSchema>;

/** The incident file beside a clock file (the server knows its clock file; the CLI its DATA_DIR). */
export function ppvIncidentFileBeside(clockFile: string): string {
  return join(dirname(clockFile), PPV_INCIDENT_FILE_NAME);
}

/** The windows declared so far: none when the file is missing; an invalid file throws. */
export async function readPpvIncidentWindows(file: string): Promise<PpvIncidentWindow[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return incidentFileSchema.parse(JSON.parse(text)).windows;
}

/** The open window, if any. */
export const openIncident = (windows: readonly PpvIncidentWindow[]) => windows.find((window) => window.endedAt === null) ?? null;

/** The event's open window, if any (a window of another event is no longer this one's). */
export function currentIncident({ event, incidents }: { event: { productId: string }; incidents: readonly PpvIncidentWindow[] }) {
  return openIncident(incidents.filter((window) => window.productId === event.productId));
}

/**
 * The operator's switch: `start` opens a window for the event at `now` (with the event clock's
 * offset then), `end` closes the open one.
 * A start while one is open, or an end with none open, is refused (null) and changes nothing.
 */
export function switchIncident(
  windows: readonly PpvIncidentWindow[],
  action: 'start' | 'end',
  productId: string,
  now: number,
  clockOffsetMs: number,
): PpvIncidentWindow[] | null {
  const open = openIncident(windows);
  if (action === 'start') return open ? null : [...windows, { productId, startedAt: now, endedAt: null, clockOffsetMs }];
  return open ? windows.map((window) => (window === open ? { ...window, endedAt: Math.max(now, window.startedAt) } : window)) : null;
}

/** Writes the windows whole (a temporary file renamed over), so the server never reads half of it. */
export async function writePpvIncidentWindows(file: string, windows: readonly PpvIncidentWindow[]): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify({ windows })}\n`);
  await rename(temporary, file);
}
