import { randomBytes, randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { ChannelId } from '@stat/contracts';
import type { SqlRunner } from '../../db/database.ts';
import { unwrapContentKey, wrapContentKey } from './content-key-wrap.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';

/** What a key opens: a title on demand, or a title as a program of a live channel. */
export interface KeyScope {
  titleId: number;
  channel: ChannelId | null;
}

export interface ContentKey extends KeyScope {
  /** 16 bytes, the KID in the media (tenc, pssh, cenc:default_KID). */
  kid: Buffer;
  /** 16 bytes, AES-128. */
  key: Buffer;
}

interface KeySqlRow extends Record<string, unknown> {
  kid: string;
  title_id: number;
  channel: string;
  wrapped_key: Uint8Array;
}

const kidBytes = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex');
const kidUuid = (kid: Buffer) => kid.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/** Keys never change once made, so the cache only bounds memory; an hour is as good as forever. */
const CACHE = { ttlMs: 3_600_000, maxEntries: 20_000 };

/**
 * The content keys (table content_keys), made on first need and stored wrapped with the KEK.
 * Two instances making the same key at once agree: the insert that loses the race reads the
 * winner's row.
 */
export function createContentKeysRepository(database: SqlRunner, kek: Buffer, now: () => number = Date.now) {
  const toKey = (row: KeySqlRow): ContentKey => ({
    kid: kidBytes(row.kid),
    key: unwrapContentKey(kek, Buffer.from(row.wrapped_key)),
    titleId: row.title_id,
    channel: row.channel === '' ? null : (row.channel as ChannelId),
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
    await database.query(
      `INSERT INTO content_keys (kid, title_id, channel, wrapped_key) VALUES ($1, $2, $3, $4)
       ON CONFLICT (title_id, channel) DO NOTHING`,
      [randomUUID(), scope.titleId, channel, wrapContentKey(kek, randomBytes(16))],
    );
    const [row] = await database.query<KeySqlRow>(
      'SELECT kid::text, title_id, channel, wrapped_key FROM content_keys WHERE title_id = $1 AND channel = $2',
      [scope.titleId, channel],
    );
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
        ? await database.query<KeySqlRow>('SELECT kid::text, title_id, channel, wrapped_key FROM content_keys WHERE kid = ANY($1::uuid[])', [unknown.map(kidUuid)])
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
    app.decorate('contentKeysRepository', createContentKeysRepository(app.database, opts.kek));
  },
  { name: 'content-keys-repository', dependencies: ['database'] },
);
