import { parseArgs } from 'node:util';
import { PPV_PHASES, ppvPhaseSchema } from '@stat/contracts';
import { ConfigError, loadConfig } from './config.ts';
import { offsetForPhase, ppvClockFile, writePpvClockOffset } from './areas/ppv/ppv-clock-file.ts';
import { loadPpvEventFile } from './areas/ppv/ppv-event-file.ts';
import { phaseAt } from './areas/ppv/ppv-phase.ts';

/*
 * `npm run ppv -- --phase <phase>`: moves the pay-per-view event's times so that the phase is now,
 * by writing the offset to DATA_DIR/ppv-clock.json, which the running server re-reads within a
 * second (the embedded database is the server's alone, so the clock is a file beside it).
 * `--phase reset` removes the offset: the event at the dates in its file.
 */
const USAGE = `Usage: npm run ppv -- --phase <${PPV_PHASES.join('|')}|reset>   (with the server's DATA_DIR)`;

async function main(): Promise<void> {
  let given: string | undefined;
  try {
    given = parseArgs({ args: process.argv.slice(2), options: { phase: { type: 'string' } }, strict: true }).values.phase;
  } catch {
    given = undefined;
  }
  const phase = given === 'reset' ? 'reset' : ppvPhaseSchema.safeParse(given).data;
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
