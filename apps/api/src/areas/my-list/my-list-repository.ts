import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { seriesIdSchema, titleIdSchema, type MyListRef } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { myListItems } from '../../db/schema.ts';

/** What a My List row points at: a title (movie, episode, fight) or a series, by catalogue id. */
export type MyListItemKind = MyListRef['kind'];

/** The outcome of an add: a new row, one already there (nothing changes), or a full list. */
export type MyListAddOutcome = 'added' | 'present' | 'full';

/**
 * Each user's My List (table my_list_items). Rows name catalogue ids without a foreign key, so
 * a catalogue import that drops a title leaves the row: reads skip what no longer resolves, and
 * the row comes back to life if the title does. Every call takes the user; routes pass the
 * session's.
 */
export function createMyListRepository(db: Db) {
  const row = (tveUserId: string, { kind, id }: MyListRef) =>
    and(eq(myListItems.tveUserId, tveUserId), eq(myListItems.itemType, kind), eq(myListItems.itemId, id));

  async function has(tveUserId: string, ref: MyListRef): Promise<boolean> {
    const rows = await db.select({ itemId: myListItems.itemId }).from(myListItems).where(row(tveUserId, ref));
    return rows.length > 0;
  }

  return {
    /** The user's items, newest first (ties, from one instant, by id for a stable order). */
    async list(tveUserId: string): Promise<MyListRef[]> {
      const rows = await db
        .select({ kind: myListItems.itemType, id: myListItems.itemId })
        .from(myListItems)
        .where(eq(myListItems.tveUserId, tveUserId))
        .orderBy(desc(myListItems.addedAt), myListItems.itemType, desc(myListItems.itemId));
      return rows.map(({ kind, id }) => (kind === 'series' ? { kind, id: seriesIdSchema.parse(id) } : { kind, id: titleIdSchema.parse(id) }));
    },

    has,

    /**
     * Adds an item at the front unless it is there already (it keeps its place) or the list holds
     * `maxItems`. The size check and the insert are one statement; two adds racing on a nearly
     * full list may both pass it, so the cap is a bound on growth, not an exact count.
     */
    async add(tveUserId: string, ref: MyListRef, maxItems: number): Promise<MyListAddOutcome> {
      const { kind, id } = ref;
      // The list's size is one row (an aggregate), so the select yields the new row only while
      // the list is short of `maxItems`. It lists every column, in the table's order, as
      // Drizzle's insert-select requires.
      const list = db.select({ size: count().as('size') }).from(myListItems).where(eq(myListItems.tveUserId, tveUserId)).as('list');
      const inserted = await db
        .insert(myListItems)
        .select(
          db
            .select({
              tveUserId: sql`${tveUserId}::text`.as('tve_user_id'),
              itemType: sql`${kind}::text`.as('item_type'),
              itemId: sql`${id}::integer`.as('item_id'),
              addedAt: sql`now()`.as('added_at'),
            })
            .from(list)
            .where(lt(list.size, maxItems)),
        )
        .onConflictDoNothing()
        .returning({ itemId: myListItems.itemId });
      if (inserted.length > 0) return 'added';
      // Nothing inserted: either the row exists (a repeat add), or the list is full.
      return (await has(tveUserId, ref)) ? 'present' : 'full';
    },

    /** Removes an item; removing one that is not there changes nothing. */
    async remove(tveUserId: string, ref: MyListRef): Promise<void> {
      await db.delete(myListItems).where(row(tveUserId, ref));
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
    app.decorate('myListRepository', createMyListRepository(app.database.db));
  },
  { name: 'my-list-repository', dependencies: ['database'] },
);
