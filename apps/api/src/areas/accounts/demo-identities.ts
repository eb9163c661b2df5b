import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppVariant } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { SEED_DIR } from '../../paths.ts';
import type { Providers } from '../providers/load-providers.ts';
import { removeDirectAccounts, seedDirectAccounts } from './seed-direct-accounts.ts';
import { removeTvSubscribers, seedTvSubscribers } from '../sign-in/seed-tv-subscribers.ts';

/** The demo identities' files: the TV providers' subscribers, the direct (ott) accounts. */
export const DEMO_IDENTITY_FILES = {
  tvSubscribers: join(SEED_DIR, 'tv-subscribers.json'),
  directAccounts: join(SEED_DIR, 'direct-accounts.json'),
};

export interface DemoIdentitiesOutcome {
  added: { tvSubscribers: string[]; directAccounts: string[] };
  removed: { tvSubscribers: string[]; directAccounts: string[] };
}

/**
 * The demo identities, whose password the README publishes. On (DEMO_ACCOUNTS, config.ts): the
 * TV subscribers are seeded, and the direct accounts too on ott, the only variant that signs
 * them in. Off: none is seeded, and any an earlier start seeded is removed with its users and
 * identity-provider sessions, so a server that was once a demo keeps no published password.
 * Servers starting together take turns, in one transaction each: the first hashes the passwords
 * (slow on purpose), the others find the identities stored and hash none.
 */
export async function applyDemoIdentities(db: Db, options: DemoIdentitiesOptions): Promise<DemoIdentitiesOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('stat.demo-identities'))`);
    return applyInTurn(tx, options);
  });
}

interface DemoIdentitiesOptions {
  enabled: boolean;
  variant: AppVariant;
  providers: Providers;
  files?: typeof DEMO_IDENTITY_FILES;
}

async function applyInTurn(db: Db, { enabled, variant, providers, files = DEMO_IDENTITY_FILES }: DemoIdentitiesOptions): Promise<DemoIdentitiesOutcome> {
  const none: string[] = [];
  if (!enabled) {
    return {
      added: { tvSubscribers: none, directAccounts: none },
      removed: { tvSubscribers: await removeTvSubscribers(db, files.tvSubscribers), directAccounts: await removeDirectAccounts(db, files.directAccounts) },
    };
  }
  return {
    added: {
      tvSubscribers: await seedTvSubscribers(db, files.tvSubscribers, providers),
      directAccounts: variant === 'ott' ? await seedDirectAccounts(db, files.directAccounts) : none,
    },
    removed: { tvSubscribers: none, directAccounts: none },
  };
}
