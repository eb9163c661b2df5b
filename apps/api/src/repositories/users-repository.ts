import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { GENDERS, userBiSchema, type User } from '@stat/contracts';
import type { Db } from '../db/database.ts';
import { users, type UserRow } from '../db/schema.ts';
import { createTtlCache, type TtlCacheOptions } from './ttl-cache.ts';

/**
 * A signed-in request reads its user: this instance remembers a found row for 5 s. A change
 * made elsewhere (another instance, plain SQL) shows here within that bound. Every write this
 * repository gains goes through `cache.writing(tveUserId, ...)`, so this instance sees its own
 * writes at once.
 */
export const USER_CACHE: TtlCacheOptions = { ttlMs: 5_000, maxEntries: 10_000 };

const EMPTY_BI: User['bi'] = {
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
    isAuthorized: row.registered && Boolean(row.tveUserId),
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
    msoId: row.msoId,
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

export function createUsersRepository(db: Db, now: () => number = Date.now, cacheOptions = USER_CACHE) {
  const cache = createTtlCache<string, UserRow | null>(cacheOptions, now);
  const select = async (tveUserId: string) => {
    const rows = await db.select().from(users).where(eq(users.tveUserId, tveUserId)).limit(1);
    return rows[0] ?? null;
  };
  return {
    /** The user; each call maps the row afresh, so callers never share (or change) the cached row. */
    async findById(tveUserId: string): Promise<User | null> {
      const row = await cache.get(tveUserId, () => select(tveUserId), (found) => found !== null);
      return row ? toUser(row) : null;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('usersRepository', createUsersRepository(app.database.db));
  },
  { name: 'users-repository', dependencies: ['database'] },
);
