import fp from 'fastify-plugin';
import type { SqlRunner } from '../../db/database.ts';

/** What a My List row points at: a title (movie, episode, fight) or a series, by catalogue id. */
export type MyListItemKind = 'title' | 'series';

export interface MyListRef {
  kind: MyListItemKind;
  id: number;
}

/** The outcome of an add: a new row, one already there (nothing changes), or a full list. */
export type MyListAddOutcome = 'added' | 'present' | 'full';

/**
 * Each user's My List (table my_list_items). Rows name catalogue ids without a foreign key, so
 * a catalogue import that drops a title leaves the row: reads skip what no longer resolves, and
 * the row comes back to life if the title does. Every call takes the user; routes pass the
 * session's.
 */
export function createMyListRepository(database: SqlRunner) {
  async function has(tveUserId: string, { kind, id }: MyListRef): Promise<boolean> {
    const rows = await database.query('SELECT 1 FROM my_list_items WHERE tve_user_id = $1 AND item_type = $2 AND item_id = $3', [
      tveUserId,
      kind,
      id,
    ]);
    return rows.length > 0;
  }

  return {
    /** The user's items, newest first (ties, from one instant, by id for a stable order). */
    async list(tveUserId: string): Promise<MyListRef[]> {
      const rows = await database.query<{ item_type: MyListItemKind; item_id: number }>(
        `SELECT item_type, item_id FROM my_list_items WHERE tve_user_id = $1
         ORDER BY added_at DESC, item_type, item_id DESC`,
        [tveUserId],
      );
      return rows.map((row) => ({ kind: row.item_type, id: row.item_id }));
    },

    has,

    /**
     * Adds an item at the front unless it is there already (it keeps its place) or the list holds
     * `maxItems`. The size check and the insert are one statement; two adds racing on a nearly
     * full list may both pass it, so the cap is a bound on growth, not an exact count.
     */
    async add(tveUserId: string, { kind, id }: MyListRef, maxItems: number): Promise<MyListAddOutcome> {
      const inserted = await database.query(
        `INSERT INTO my_list_items (tve_user_id, item_type, item_id)
         SELECT $1, $2, $3 WHERE (SELECT count(*) FROM my_list_items WHERE tve_user_id = $1) < $4
         ON CONFLICT DO NOTHING RETURNING item_id`,
        [tveUserId, kind, id, maxItems],
      );
      if (inserted.length > 0) return 'added';
      // Nothing inserted: either the row exists (a repeat add), or the list is full.
      return (await has(tveUserId, { kind, id })) ? 'present' : 'full';
    },

    /** Removes an item; removing one that is not there changes nothing. */
    async remove(tveUserId: string, { kind, id }: MyListRef): Promise<void> {
      await database.query('DELETE FROM my_list_items WHERE tve_user_id = $1 AND item_type = $2 AND item_id = $3', [tveUserId, kind, id]);
    },
  };
}
export type MyListRepository = ReturnType<typeof createMyListRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    myListRepository: MyListRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('myListRepository', createMyListRepository(app.database));
  },
  { name: 'my-list-repository', dependencies: ['database'] },
);
