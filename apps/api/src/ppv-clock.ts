import { parseArgs } from 'node:util';
import { PPV_PHASES, ppvPhaseSchema } from '@stat/contracts';
import { ConfigError, loadConfig } from './config.ts';
import { offsetForPhase, ppvClockFile, readPpvClockOffset, writePpvClockOffset } from './areas/ppv/ppv-clock-file.ts';
import { loadPpvEventFile } from './areas/ppv/ppv-event-file.ts';
import { ppvIncidentFileBeside, readPpvIncidentWindows, switchIncident, writePpvIncidentWindows } from './areas/ppv/ppv-incident-file.ts';
import { phaseAt } from './areas/ppv/ppv-phase.ts';

/*
 * `npm run ppv -- --phase <phase>`: moves the pay-per-view event's times so that the phase is now,
 * by writing the offset to DATA_DIR/ppv-clock.json, which the running server re-reads within a
 * second (the embedded database is the server's alone, so the clock is a file beside it).
 * `--phase reset` removes the offset: the event at the dates in its file.
 *
 * `npm run ppv -- --incident start|end`: the operator's incident switch. It opens (or closes) an
 * outage window for the current event in DATA_DIR/ppv-incident.json, beside the clock, which the
 * running server re-reads within a second: while it is open the channel's media fail and every
 * page shows the status banner; each window is recorded for the automatic credits (areas/ppv-credits).
 */
const USAGE = `Usage: npm run ppv -- --phase <${PPV_PHASES.join('|')}|reset>
       npm run ppv -- --incident <start|end>   (with the server's DATA_DIR)`;

/** Opens or closes the incident window; a start while one is open, or an end with none, changes nothing and fails. */
async function switchTheIncident(action: 'start' | 'end', config: ReturnType<typeof loadConfig>): Promise<void> {
  const event = await loadPpvEventFile(config.ppvEventFile);
  const clockFile = ppvClockFile(config.dataDir);
  const file = ppvIncidentFileBeside(clockFile);
  const now = Date.now();
  const windows = switchIncident(await readPpvIncidentWindows(file), action, event.productId, now, await readPpvClockOffset(clockFile));
  if (!windows) {
    console.error(action === 'start' ? 'An incident is open already: end it first (--incident end).' : 'No incident is open.');
    process.exitCode = 1;
    return;
  }
  await writePpvIncidentWindows(file, windows);
  console.log(`${event.name}: incident ${action === 'start' ? 'started' : 'ended'} at ${new Date(now).toISOString()} (${file})`);
}

async function main(): Promise<void> {
  let given: { phase?: string; incident?: string } = {};
  try {
    given = parseArgs({ args: process.argv.slice(2), options: { phase: { type: 'string' }, incident: { type: 'string' } }, strict: true }).values;
  } catch {
    given = {};
  }
  if (given.incident !== undefined && given.phase === undefined && (given.incident === 'start' || given.incident === 'end')) {
    await switchTheIncident(given.incident, loadConfig());
    return;
  }
  const phase = given.incident !== undefined ? undefined : given.phase === 'reset' ? 'reset' : ppvPhaseSchema.safeParse(given.phase).data;
  if (!phase) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const event = await loadPpvEventFile(config.ppvEventFile);
  const now = Date.now();
  const offset = phase === 'reset' ? 0 : offsetForPhase(phase, event, now);
  await writePpvClockOffset(ppvClockFile(config.dataDir), offset);
  const moved = { doorsAt: event.doorsAt + offset, mainEventAt: event.mainEventAt + offset, endsAt: event.endsAt + offset };
  console.log(`${event.name}: phase ${phaseAt(moved, now)}; doors ${new Date(moved.doorsAt).toISOString()}, main event ${new Date(moved.mainEventAt).toISOString()} (${ppvClockFile(config.dataDir)})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
