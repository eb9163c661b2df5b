import { SERVICE_STATUS_LABELS } from '@stat/contracts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { LockedError } from './db/lockfile.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { loadPpvEventFile } from './areas/ppv/ppv-event-file.ts';
import { parseStatusArgs, STATUS_USAGE, type StatusCommand } from './areas/service-status/status-cli-args.ts';
import {
  STATUS_INCIDENT_PATH,
  STATUS_RESOLVE_PATH,
  statusDeclaredAnswerSchema,
  statusResolvedAnswerSchema,
} from './areas/service-status/status-operator-routes.ts';
import { createStatusSwitch, type Declared, type Resolved } from './areas/service-status/status-switch.ts';
import { postOperatorCommand } from './lib/operator-address-file.ts';
import { MIGRATIONS_DIR } from './paths.ts';

/*
 * `npm run status -- --incident "<text>" --affects ppv|live|sign-in|all`: the operator declares a
 * service incident, which every page it affects shows in a banner within half a minute, and
 * GET status and /status list. An incident affecting ppv (or all) opens the pay-per-view incident
 * window too (`npm run ppv -- --incident start`), so the channel fails over and the credits apply.
 * `npm run status -- --resolve [--id N]` resolves every open incident (or that one); the viewers
 * who were shown it get the all-clear.
 *
 * Run with the server's DATA_DIR (and DATABASE_URL), as `npm run ppv`: on PostgreSQL it writes the
 * database itself; on the embedded database it goes through the running server, or writes the
 * database itself when no server answers. Exit codes: 0 done, 1 nothing to resolve, 2 not a command.
 */

type Command = Exclude<StatusCommand, { kind: 'invalid' }>;
type Outcome = Declared | Resolved;

/** Through the running server's operator route; null when nobody listens there. */
async function runThroughServer(config: AppConfig, command: Command): Promise<Outcome | null> {
  return command.kind === 'declare'
    ? postOperatorCommand(config.dataDir, STATUS_INCIDENT_PATH, { text: command.text, affects: command.affects }, statusDeclaredAnswerSchema)
    : postOperatorCommand(config.dataDir, STATUS_RESOLVE_PATH, { id: command.id }, statusResolvedAnswerSchema);
}

/** On the database itself: PostgreSQL (DATABASE_URL), or the embedded one when no server holds it. */
async function runOnDatabase(config: AppConfig, command: Command): Promise<Outcome> {
  const event = await loadPpvEventFile(config.ppvEventFile);
  const { database, release } = await openDatabase(config, { warn: (message: string) => console.warn(message) });
  try {
    await migrate(database, MIGRATIONS_DIR);
    const statusSwitch = createStatusSwitch(database.db, event.productId);
    return command.kind === 'declare' ? await statusSwitch.declare(command.text, command.affects, Date.now()) : await statusSwitch.resolve(command.id, Date.now());
  } finally {
    await database.close();
    release();
  }
}

const iso = (epochMs: number) => new Date(epochMs).toISOString();

async function main(): Promise<void> {
  const command = parseStatusArgs(process.argv.slice(2));
  if (command.kind === 'invalid') {
    console.error(`${command.reason}\n\n${STATUS_USAGE}`);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  // On PostgreSQL every instance reads the database: no server is needed, nor asked.
  const viaServer = config.databaseUrl ? null : await runThroughServer(config, command);
  const outcome = viaServer ?? (await runOnDatabase(config, command));
  const where = viaServer ? ' (through the running server)' : '';
  if ('incident' in outcome) {
    const { incident } = outcome;
    console.log(`Incident ${incident.id} declared at ${iso(incident.startedAt)}, affecting ${incident.affects} (${SERVICE_STATUS_LABELS.affects[incident.affects]}): ${incident.text}${where}`);
    if (outcome.ppvWindowOpened) console.log('The pay-per-view incident window is open too: its channel fails and the credits will count it.');
    return;
  }
  if (!outcome.resolved.length) {
    console.error(command.kind === 'resolve' && command.id !== null ? `Incident ${command.id} is not open: nothing resolved.` : 'No incident is open: nothing resolved.');
    process.exitCode = 1;
    return;
  }
  for (const incident of outcome.resolved) console.log(`Incident ${incident.id} resolved at ${iso(incident.endedAt ?? Date.now())} (${incident.affects}): ${incident.text}${where}`);
  if (outcome.ppvWindowClosed) console.log('The pay-per-view incident window is closed too.');
}

main().catch((error: unknown) => {
  if (error instanceof LockedError) console.error(`${error.message}\nA server holds this DATA_DIR's embedded database but did not say where it listens (DATA_DIR/operator.json): restart it, or stop it and run the command again.`);
  else console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
