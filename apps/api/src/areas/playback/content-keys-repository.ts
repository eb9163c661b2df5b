import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { titleIdSchema, type ChannelId, type TitleId } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { contentKeys } from '../../db/schema.ts';
import { unwrapContentKey, wrapContentKey } from './content-key-wrap.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';

/**
 * The readiness check's test clip keeps its key in a scope of its own, apart from every title and
 * channel, so its licence opens nothing else (`ppv-test-clip.ts`).
 */
export const TEST_CLIP_KEY_CHANNEL = 'ppv-test';

/** What a key opens: a title on demand, or a title as a program of a live channel, or the test clip. */
export interface KeyScope {
  titleId: TitleId;
  channel: ChannelId | typeof TEST_CLIP_KEY_CHANNEL | null;
}

export interface ContentKey extends KeyScope {
  /** 16 bytes, the KID in the media (tenc, pssh, cenc:default_KID). */
  kid: Buffer;
  /** 16 bytes, AES-128. */
  key: Buffer;
}

const KEY_COLUMNS = { kid: contentKeys.kid, titleId: contentKeys.titleId, channel: contentKeys.channel, wrappedKey: contentKeys.wrappedKey };
type KeyRow = Pick<typeof contentKeys.$inferSelect, keyof typeof KEY_COLUMNS>;

const kidBytes = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex');
const kidUuid = (kid: Buffer) => kid.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/** Keys never change once made, so the cache only bounds memory; an hour is as good as forever. */
const CACHE = { ttlMs: 3_600_000, maxEntries: 20_000 };

/**
 * The content keys (table content_keys), made on first need and stored wrapped with the KEK.
 * Two instances making the same key at once agree: the insert that loses the race reads the
 * winner's row.
 */
export function createContentKeysRepository(db: Db, kek: Buffer, now: () => number = Date.now) {
  const toKey = (row: KeyRow): ContentKey => ({
    kid: kidBytes(row.kid),
    key: unwrapContentKey(kek, Buffer.from(row.wrappedKey)),
    titleId: titleIdSchema.parse(row.titleId),
    channel: row.channel === '' ? null : (row.channel as KeyScope['channel']),
  });
  const byScope = createTtlCache<string, ContentKey>(CACHE, now);
  /** Keys never change: once read here, a KID is answered from memory (bounded like the cache). */
  const byKid = new Map<string, ContentKey>();
  const remember = (key: ContentKey) => {
    if (byKid.size >= CACHE.maxEntries) byKid.delete(byKid.keys().next().value!);
    byKid.set(key.kid.toString('hex'), key);
    return key;
  };

  async function loadOrMake(scope: KeyScope): Promise<ContentKey> {
    const channel = scope.channel ?? '';
    await db
      .insert(contentKeys)
      .values({ kid: randomUUID(), titleId: scope.titleId, channel, wrappedKey: wrapContentKey(kek, randomBytes(16)) })
      .onConflictDoNothing({ target: [contentKeys.titleId, contentKeys.channel] });
    const [row] = await db
      .select(KEY_COLUMNS)
      .from(contentKeys)
      .where(and(eq(contentKeys.titleId, scope.titleId), eq(contentKeys.channel, channel)));
    if (!row) throw new Error(`the content key of title ${scope.titleId} could not be stored`);
    return remember(toKey(row));
  }

  return {
    /** The key of a title (or of a title on a channel), made and stored the first time. */
    keyOf(scope: KeyScope): Promise<ContentKey> {
      return byScope.get(`${scope.titleId}|${scope.channel ?? ''}`, () => loadOrMake(scope), () => true);
    },

    /** The stored keys with these KIDs; unknown KIDs are left out. */
    async keysByKid(kids: readonly Buffer[]): Promise<ContentKey[]> {
      const known = kids.map((kid) => byKid.get(kid.toString('hex')));
      const unknown = kids.filter((_, i) => !known[i]);
      const rows = unknown.length
        ? await db.select(KEY_COLUMNS).from(contentKeys).where(inArray(contentKeys.kid, unknown.map(kidUuid)))
        : [];
      return [...known.filter((key) => key !== undefined), ...rows.map((row) => remember(toKey(row)))];
    },
  };
}
export type ContentKeysRepository = ReturnType<typeof createContentKeysRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    contentKeysRepository: ContentKeysRepository;
  }
}

export default fp<{ kek: Buffer }>(
  async (app, opts) => {
    app.decorate('contentKeysRepository', createContentKeysRepository(app.database.db, opts.kek));
  },
  { name: 'content-keys-repository', dependencies: ['database'] },
);
