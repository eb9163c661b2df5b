import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { GENDERS, msoIdSchema, userBiSchema, type User } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { users, type UserRow } from '../../db/schema.ts';
import type { InvalidationBus } from '../../lib/invalidation-bus.ts';
import { createTtlCache, type TtlCacheOptions } from '../../lib/ttl-cache.ts';

/**
 * A signed-in request reads its user: this instance remembers a found row for 5 s. A change
 * made by plain SQL shows here within that bound. Every write this repository gains goes through
 * `cache.writing(tveUserId, ...)`, so this instance, and every other through the invalidation
 * bus, sees it at once.
 */
export const USER_CACHE: TtlCacheOptions = { ttlMs: 5_000, maxEntries: 10_000 };

/** The billing facts of a user with no subscription known (yet). */
export const EMPTY_BI: User['bi'] = {
  trialStatus: null,
  subscriptionStatus: null,
  originalSignupPlatform: null,
  currentBillingType: null,
};

function optionalAttributes(raw: unknown): User['optionalAttributes'] {
  const attributes = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const result: User['optionalAttributes'] = {};
  if (typeof attributes.HTML_INFO_BOX === 'string') result.HTML_INFO_BOX = attributes.HTML_INFO_BOX;
  if (attributes.WEB_AUTO_PLAY === 'true' || attributes.WEB_AUTO_PLAY === 'false') {
    result.WEB_AUTO_PLAY = attributes.WEB_AUTO_PLAY;
  }
  return result;
}

/** Maps a users row to the contract's User; values outside the contract read as absent. */
export function toUser(row: UserRow): User {
  const created = row.createdAt.getTime();
  const bi = userBiSchema.safeParse(row.bi);
  return {
    tveUserId: row.tveUserId,
    // Narrower than the spec's "has tveUserId and registered": the provider must also carry the
    // network in the subscriber's package (docs/decisions.md, "Sign-in").
    isAuthorized: row.registered && row.entitled && Boolean(row.tveUserId),
    registered: row.registered,
    accountType: row.accountType === 'sub' ? 'sub' : 'primary',
    userName: row.userName,
    emailAddress: row.emailAddress,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: (GENDERS as readonly string[]).includes(row.gender ?? '') ? (row.gender as User['gender']) : null,
    zipcode: row.zipcode,
    legal: row.legal,
    mso: row.mso,
    msoId: row.msoId === null ? null : msoIdSchema.parse(row.msoId),
    msoUserId: row.msoUserId,
    currentProductId: row.currentProductId,
    newsletterSubscribed: row.newsletterSubscribed,
    autoplay: row.autoplay,
    optionalAttributes: optionalAttributes(row.optionalAttributes),
    bi: bi.success ? bi.data : EMPTY_BI,
    created,
    createdOn: created,
  };
}

/** The users cache's name on the invalidation bus. */
const USER_CACHE_NAME = 'users';

/** Without a `bus`, only this repository's own writes drop its entries (one instance). */
export function createUsersRepository(db: Db, now: () => number = Date.now, cacheOptions = USER_CACHE, bus?: InvalidationBus) {
  const cache = createTtlCache<string, UserRow | null>(cacheOptions, now, bus && { bus, name: USER_CACHE_NAME });
  const select = async (tveUserId: string) => {
    const rows = await db.select().from(users).where(eq(users.tveUserId, tveUserId)).limit(1);
    return rows[0] ?? null;
  };
  return {
    /**
     * The app user of a provider account, created at its first sign-in (with a new opaque
     * tveUserId) and refreshed from the provider's claims at every later one.
     */
    async upsertFromProvider(account: ProviderAccount): Promise<User> {
      const claims = {
        mso: account.mso,
        accountType: account.accountType,
        householdId: account.householdId,
        entitled: account.entitled,
      };
      const [existing] = await db
        .select({ tveUserId: users.tveUserId })
        .from(users)
        .where(and(eq(users.msoId, account.msoId), eq(users.msoUserId, account.msoUserId)))
        .limit(1);
      if (existing) {
        const [row] = await cache.writing(existing.tveUserId, () =>
          db.update(users).set(claims).where(eq(users.tveUserId, existing.tveUserId)).returning(),
        );
        if (row) return toUser(row);
      }
      // Two first sign-ins at once: the unique (mso_id, mso_user_id) index keeps one row.
      const [created] = await db
        .insert(users)
        .values({ tveUserId: randomUUID(), msoId: account.msoId, msoUserId: account.msoUserId, ...claims, optionalAttributes: {}, bi: EMPTY_BI })
        .onConflictDoUpdate({ target: [users.msoId, users.msoUserId], targetWhere: sql`mso_user_id IS NOT NULL`, set: claims })
        .returning();
      if (!created) throw new Error('the provider account could not be stored');
      return toUser(created);
    },
    /**
     * Writes profile columns (registration, seeding). A taken user name rejects with the
     * database's unique violation; `isUniqueViolation` recognises it.
     */
    async updateProfile(tveUserId: string, patch: ProfilePatch): Promise<User | null> {
      const [row] = await cache.writing(tveUserId, () =>
        db.update(users).set(patch).where(eq(users.tveUserId, tveUserId)).returning(),
      );
      return row ? toUser(row) : null;
    },
    /**
     * The viewer's autoplay-next setting (streaming spec section 7, `POST user/autoplay/{true|false}`).
     * `optionalAttributes.WEB_AUTO_PLAY` is set to match: its 'false' turns autoplay off whatever
     * `autoplay` says (section 3), so left alone it would keep a viewer's "on" from ever working.
     */
    async setAutoplay(tveUserId: string, autoplay: boolean): Promise<User | null> {
      const optionalAttributes = sql`${users.optionalAttributes} || jsonb_build_object('WEB_AUTO_PLAY', ${String(autoplay)}::text)`;
      const [row] = await cache.writing(tveUserId, () =>
        db.update(users).set({ autoplay, optionalAttributes }).where(eq(users.tveUserId, tveUserId)).returning(),
      );
      return row ? toUser(row) : null;
    },
    /**
     * What the user's subscription allows (entitled: authorized to watch), its product and its
     * billing facts: the seeded direct accounts' now, the billing's later.
     */
    async setSubscription(tveUserId: string, subscription: Pick<UserRow, 'entitled' | 'currentProductId'> & { bi: User['bi'] }): Promise<User | null> {
      const [row] = await cache.writing(tveUserId, () =>
        db.update(users).set(subscription).where(eq(users.tveUserId, tveUserId)).returning(),
      );
      return row ? toUser(row) : null;
    },
    /**
     * Deletes the user; every table with a user column follows (ON DELETE CASCADE). `first` runs
     * in the same transaction, to copy out what must outlive the user. False when there was none.
     */
    async remove(tveUserId: string, first: (tx: DbTransaction) => Promise<void>): Promise<boolean> {
      const removed = await cache.writing(tveUserId, () =>
        db.transaction(async (tx) => {
          await first(tx);
          return tx.delete(users).where(eq(users.tveUserId, tveUserId)).returning({ tveUserId: users.tveUserId });
        }),
      );
      return removed.length > 0;
    },
    /**
     * Runs a write another repository makes to this user's row (a direct account's e-mail) so
     * the cache drops the row before and after it, on every instance.
     */
    writing<T>(tveUserId: string, write: () => Promise<T>): Promise<T> {
      return cache.writing(tveUserId, write);
    },
    /** The household's other profiles under the same provider (sub accounts of a primary). */
    async findHousehold(msoId: number, householdId: string): Promise<User[]> {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.msoId, msoId), eq(users.householdId, householdId)));
      return rows.map(toUser);
    },
    /** The user; each call maps the row afresh, so callers never share (or change) the cached row. */
    async findById(tveUserId: string): Promise<User | null> {
      const row = await cache.get(tveUserId, () => select(tveUserId), (found) => found !== null);
      return row ? toUser(row) : null;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
/** A transaction of the database, as `remove` hands it over. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a provider's sign-in says about the account (its ID token's claims). */
export interface ProviderAccount {
  msoId: number;
  mso: string;
  /** The provider's subject: stable, opaque. */
  msoUserId: string;
  accountType: User['accountType'];
  householdId: string | null;
  entitled: boolean;
}

/** Columns a profile write may set. */
export type ProfilePatch = Partial<
  Pick<
    UserRow,
    | 'registered'
    | 'userName'
    | 'emailAddress'
    | 'firstName'
    | 'lastName'
    | 'gender'
    | 'zipcode'
    | 'legal'
    | 'newsletterSubscribed'
    | 'optionalAttributes'
    | 'currentProductId'
  >
>;

/**
 * PostgreSQL's unique_violation (23505), as PGlite and node-postgres report it. Drizzle wraps
 * the driver's error in a DrizzleQueryError with the original as `cause`, so both are asked.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return code === '23505' || (cause !== error && isUniqueViolation(cause));
}

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('usersRepository', createUsersRepository(app.database.db, undefined, undefined, app.invalidationBus));
  },
  { name: 'users-repository', dependencies: ['database', 'invalidation-bus'] },
);
