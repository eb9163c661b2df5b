import { parseArgs } from 'node:util';
import { PPV_PHASES, ppvPhaseSchema, type PpvPhase } from '@stat/contracts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { LockedError } from './db/lockfile.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { createPpvClockRepository } from './areas/ppv/ppv-clock-repository.ts';
import { loadPpvEventFile, type PpvEventFile } from './areas/ppv/ppv-event-file.ts';
import { PPV_CLOCK_PATH, PPV_INCIDENT_PATH, ppvClockAnswerSchema, ppvIncidentAnswerSchema } from './areas/ppv/ppv-operator-routes.ts';
import { offsetForPhase, phaseAt } from './areas/ppv/ppv-phase.ts';
import { operatorAddressFile, operatorAuthorization } from './lib/operator-address-file.ts';
import { MIGRATIONS_DIR } from './paths.ts';

/*
 * `npm run ppv -- --phase <phase>`: moves the pay-per-view event's times so that the phase is now,
 * by setting the clock's offset in the database (ppv_clock), which every server reads within a
 * second. `--phase reset` removes the offset: the event at the dates in its file.
 *
 * `npm run ppv -- --incident start|end`: the operator's incident switch. It opens (or closes) an
 * outage window for the current event in the database (ppv_incidents), which every server reads
 * within a second: while it is open the channel's media fail and every page shows the status
 * banner; the windows are what the automatic credits read (areas/ppv-credits).
 *
 * Run with the server's DATA_DIR (and DATABASE_URL). On PostgreSQL (DATABASE_URL) it writes the
 * database itself; on the embedded database, which is the running server's alone, it goes through
 * that server (DATA_DIR/operator.json), or writes the database itself when no server answers.
 */
const USAGE = `Usage: npm run ppv -- --phase <${PPV_PHASES.join('|')}|reset>
       npm run ppv -- --incident <start|end>   (with the server's DATA_DIR and DATABASE_URL)`;

type Command = { phase: PpvPhase | 'reset' } | { incident: 'start' | 'end' };
/** What the command did: the clock's new offset, or the incident switched (false: refused, nothing changed) and when. */
type Outcome = { offsetMs: number } | { switched: boolean; at: number };

function commandOf(args: string[]): Command | null {
  let given: { phase?: string; incident?: string };
  try {
    given = parseArgs({ args, options: { phase: { type: 'string' }, incident: { type: 'string' } }, strict: true }).values;
  } catch {
    return null;
  }
  if (given.incident !== undefined) return given.phase === undefined && (given.incident === 'start' || given.incident === 'end') ? { incident: given.incident } : null;
  if (given.phase === 'reset') return { phase: 'reset' };
  const phase = ppvPhaseSchema.safeParse(given.phase).data;
  return phase ? { phase } : null;
}

/** Through the running server: its operator route, with the key it wrote. Null when nobody listens there. */
async function runThroughServer(config: AppConfig, command: Command): Promise<Outcome | null> {
  const address = await operatorAddressFile.read(config.dataDir);
  if (!address) return null;
  const [path, body, schema] = 'phase' in command ? [PPV_CLOCK_PATH, { phase: command.phase }, ppvClockAnswerSchema] : [PPV_INCIDENT_PATH(command.incident), undefined, ppvIncidentAnswerSchema];
  let response: Response;
  try {
    response = await fetch(`${address.origin}${path}`, {
      method: 'POST',
      headers: { authorization: operatorAuthorization(address.key), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    // A file left by a server that did not stop cleanly: nobody listens there.
    return null;
  }
  const text = await response.text();
  if (!response.ok) throw new Error(`The server refused the command (HTTP ${response.status}): ${text}`);
  return schema.parse(JSON.parse(text));
}

/** On the database itself: PostgreSQL (DATABASE_URL), or the embedded one in DATA_DIR when no server holds it. */
async function runOnDatabase(config: AppConfig, command: Command, event: PpvEventFile): Promise<Outcome> {
  const { database, release } = await openDatabase(config, { warn: (message: string) => console.warn(message) });
  try {
    await migrate(database, MIGRATIONS_DIR);
    const clock = createPpvClockRepository(database.db);
    const at = Date.now();
    if ('incident' in command) return { switched: await clock.switchIncident(event.productId, command.incident, at), at };
    const offsetMs = offsetForPhase(command.phase, event, at);
    await clock.setOffset(offsetMs);
    return { offsetMs };
  } finally {
    await database.close();
    release();
  }
}

async function main(): Promise<void> {
  const command = commandOf(process.argv.slice(2));
  if (!command) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const event = await loadPpvEventFile(config.ppvEventFile);
  // On PostgreSQL every instance reads the database: no server is needed, nor asked.
  const viaServer = config.databaseUrl ? null : await runThroughServer(config, command);
  const outcome = viaServer ?? (await runOnDatabase(config, command, event));
  const where = viaServer ? ' (through the running server)' : '';
  if ('incident' in command && 'switched' in outcome) {
    const starting = command.incident === 'start';
    if (!outcome.switched) {
      console.error(starting ? 'An incident is open already: end it first (--incident end).' : 'No incident is open.');
      process.exitCode = 1;
      return;
    }
    console.log(`${event.name}: incident ${starting ? 'started' : 'ended'} at ${new Date(outcome.at).toISOString()}${where}`);
  } else if ('offsetMs' in outcome) {
    const offset = outcome.offsetMs;
    const moved = { doorsAt: event.doorsAt + offset, mainEventAt: event.mainEventAt + offset, endsAt: event.endsAt + offset };
    console.log(`${event.name}: phase ${phaseAt(moved, Date.now())}; doors ${new Date(moved.doorsAt).toISOString()}, main event ${new Date(moved.mainEventAt).toISOString()}${where}`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof LockedError) console.error(`${error.message}\nA server holds this DATA_DIR's embedded database but did not say where it listens (DATA_DIR/operator.json): restart it, or stop it and run the command again.`);
  else console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
