import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { newsletterIdSchema, type NewsletterId } from '@stat/contracts';
import { ConfigError, loadConfig, type AppConfig } from './config.ts';
import { LockedError } from './db/lockfile.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { createMailer } from './lib/mailer.ts';
import { MIGRATIONS_DIR } from './paths.ts';
import { loadNewsletterIssues } from './areas/newsletters/newsletter-issue.ts';
import { NEWSLETTER_SEND_PATH } from './areas/newsletters/newsletter-send-routes.ts';
import { operatorAddressFile, operatorAuthorization, type OperatorAddress } from './lib/operator-address-file.ts';
import { createNewslettersRepository } from './areas/newsletters/newsletters-repository.ts';
import { sendNewsletterIssue } from './areas/newsletters/send-newsletter.ts';
import { loadUnsubscribeTokens } from './areas/newsletters/unsubscribe-tokens-plugin.ts';
import { createUsersRepository } from './areas/start-up/users-repository.ts';

/*
 * `npm run newsletter -- --send <id>`: writes the newsletter's current issue (seed/newsletter-issues.json)
 * to every subscriber, each with its own one-click unsubscribe link, through the server's mailer
 * (DATA_DIR/outbox by default, SMTP_URL when set). Run with the server's DATA_DIR (and DATABASE_URL).
 * While the server runs, through it (DATA_DIR/operator.json: the embedded database is the server's
 * alone); otherwise on the database itself.
 */
const USAGE = `Usage: npm run newsletter -- --send <${newsletterIdSchema.options.join('|')}>   (with the server's DATA_DIR)`;

async function main(): Promise<void> {
  let given: string | undefined;
  try {
    given = parseArgs({ args: process.argv.slice(2), options: { send: { type: 'string' } }, strict: true }).values.send;
  } catch {
    given = undefined;
  }
  const newsletterId = newsletterIdSchema.safeParse(given).data;
  if (!newsletterId) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const address = await operatorAddressFile.read(config.dataDir);
  const viaServer = address ? await sendThroughServer(address, newsletterId) : null;
  const sent = viaServer ?? (await sendOnDatabase(config, newsletterId));
  console.log(`${newsletterId}: sent to ${sent} subscriber${sent === 1 ? '' : 's'}${viaServer === null ? '' : ' (through the running server)'}`);
}

/** Through the running server: its operator route, with the key it wrote. Null when nobody listens there. */
async function sendThroughServer(address: OperatorAddress, newsletterId: NewsletterId): Promise<number | null> {
  let response: Response;
  try {
    response = await fetch(`${address.origin}${NEWSLETTER_SEND_PATH(newsletterId)}`, { method: 'POST', headers: { authorization: operatorAuthorization(address.key) } });
  } catch {
    // A file left by a server that did not stop cleanly: nobody listens there.
    return null;
  }
  const text = await response.text();
  if (!response.ok) throw new Error(`The server refused to send (HTTP ${response.status}): ${text}`);
  return (JSON.parse(text) as { sent: number }).sent;
}

/** With no server running: on the database itself (PGlite in DATA_DIR, or DATABASE_URL). */
async function sendOnDatabase(config: AppConfig, newsletterId: NewsletterId): Promise<number> {
  const issues = await loadNewsletterIssues();
  const { database, release } = await openDatabase(config, { warn: (message: string) => console.warn(message) });
  try {
    await migrate(database, MIGRATIONS_DIR);
    return await sendNewsletterIssue({
      newsletterId,
      issue: issues[newsletterId],
      repository: createNewslettersRepository(database.db, createUsersRepository(database.db)),
      mailer: createMailer(config, pino({ level: 'warn' })),
      tokens: await loadUnsubscribeTokens(database.db),
      publicUrl: config.publicUrl,
    });
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  if (error instanceof LockedError) console.error(`${error.message}\nA server holds this DATA_DIR's embedded database but did not say where it listens (DATA_DIR/operator.json): restart it, or stop it and send.`);
  else console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
