import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { newsletterIdSchema } from '@stat/contracts';
import { ConfigError, loadConfig } from './config.ts';
import { LockedError } from './db/lockfile.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { createMailer } from './lib/mailer.ts';
import { MIGRATIONS_DIR } from './paths.ts';
import { loadNewsletterIssues } from './areas/newsletters/newsletter-issue.ts';
import { createNewslettersRepository } from './areas/newsletters/newsletters-repository.ts';
import { sendNewsletterIssue } from './areas/newsletters/send-newsletter.ts';
import { loadUnsubscribeTokens } from './areas/newsletters/unsubscribe-tokens-plugin.ts';
import { createUsersRepository } from './areas/start-up/users-repository.ts';

/*
 * `npm run newsletter -- --send <id>`: writes the newsletter's current issue (seed/newsletter-issues.json)
 * to every subscriber, each with its own one-click unsubscribe link, through the server's mailer
 * (DATA_DIR/outbox by default, SMTP_URL when set). Run with the server's DATA_DIR and DATABASE_URL:
 * it reads the subscribers and the unsubscribe key from the server's database. The embedded database
 * is the server's alone while it runs: with it, stop the server first (or use PostgreSQL).
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
  const issues = await loadNewsletterIssues();
  const { database, release } = await openDatabase(config, { warn: (message: string) => console.warn(message) });
  try {
    await migrate(database, MIGRATIONS_DIR);
    const sent = await sendNewsletterIssue({
      newsletterId,
      issue: issues[newsletterId],
      repository: createNewslettersRepository(database.db, createUsersRepository(database.db)),
      mailer: createMailer(config, pino({ level: 'warn' })),
      tokens: await loadUnsubscribeTokens(database.db),
      publicUrl: config.publicUrl,
    });
    console.log(`${newsletterId}: sent to ${sent} subscriber${sent === 1 ? '' : 's'}`);
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  if (error instanceof LockedError) console.error(`${error.message}\nThe server is running on this DATA_DIR's embedded database: stop it, then send.`);
  else console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
});
