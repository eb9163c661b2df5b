import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { NEWSLETTER_IDS, PROFILE_NEWSLETTER_ID, type NewsletterId, type NewsletterSubscription } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { newsletterSubscriptions } from '../../db/newsletters-schema.ts';
import { users } from '../../db/schema.ts';
import type { UsersRepository } from '../start-up/users-repository.ts';

/** Someone a newsletter issue goes to. */
export interface Subscriber {
  tveUserId: string;
  email: string;
}

/**
 * Each viewer's newsletters. The weekly what's new is the user's own `newsletter_subscribed`
 * (the profile's choice: one truth, written through the users repository and its cache); the
 * others are rows of newsletter_subscriptions, none meaning not subscribed. Every call takes the
 * user; routes pass the session's.
 */
export function createNewslettersRepository(db: Db, usersRepository: UsersRepository) {
  async function list(tveUserId: string): Promise<NewsletterSubscription[] | null> {
    const user = await usersRepository.findById(tveUserId);
    if (!user) return null;
    const rows = await db
      .select({ id: newsletterSubscriptions.newsletterId, subscribed: newsletterSubscriptions.subscribed })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.tveUserId, tveUserId));
    const chosen = new Map(rows.map(({ id, subscribed }) => [id, subscribed]));
    return NEWSLETTER_IDS.map((id) => ({ id, subscribed: id === PROFILE_NEWSLETTER_ID ? user.newsletterSubscribed : (chosen.get(id) ?? false) }));
  }

  /** Sets the given subscriptions and answers the whole list; null when the user is gone. */
  async function set(tveUserId: string, changes: readonly NewsletterSubscription[]): Promise<NewsletterSubscription[] | null> {
    const profile = changes.find(({ id }) => id === PROFILE_NEWSLETTER_ID);
    if (profile && !(await usersRepository.updateProfile(tveUserId, { newsletterSubscribed: profile.subscribed }))) return null;
    const rows = changes.filter(({ id }) => id !== PROFILE_NEWSLETTER_ID).map(({ id, subscribed }) => ({ tveUserId, newsletterId: id, subscribed }));
    if (rows.length > 0) {
      try {
        await db
          .insert(newsletterSubscriptions)
          .values(rows)
          .onConflictDoUpdate({
            target: [newsletterSubscriptions.tveUserId, newsletterSubscriptions.newsletterId],
            set: { subscribed: sql`excluded.subscribed`, updatedAt: sql`now()` },
          });
      } catch (error) {
        // The user was deleted between the session check and the write (the foreign key).
        if ((await usersRepository.findById(tveUserId)) === null) return null;
        throw error;
      }
    }
    return list(tveUserId);
  }

  return {
    list,
    set,

    /** Unsubscribes; 'already' when it was not subscribed (a link used twice), null when the user is gone. */
    async unsubscribe(tveUserId: string, newsletterId: NewsletterId): Promise<'unsubscribed' | 'already' | null> {
      const before = await list(tveUserId);
      if (!before) return null;
      if (!before.find(({ id }) => id === newsletterId)?.subscribed) return 'already';
      return (await set(tveUserId, [{ id: newsletterId, subscribed: false }])) ? 'unsubscribed' : null;
    },

    /** Who an issue of the newsletter goes to: its subscribers with an e-mail address, in a stable order. */
    async subscribers(newsletterId: NewsletterId): Promise<Subscriber[]> {
      const withEmail = isNotNull(users.emailAddress);
      const rows =
        newsletterId === PROFILE_NEWSLETTER_ID
          ? await db
              .select({ tveUserId: users.tveUserId, email: users.emailAddress })
              .from(users)
              .where(and(eq(users.newsletterSubscribed, true), withEmail))
              .orderBy(asc(users.tveUserId))
          : await db
              .select({ tveUserId: users.tveUserId, email: users.emailAddress })
              .from(newsletterSubscriptions)
              .innerJoin(users, eq(users.tveUserId, newsletterSubscriptions.tveUserId))
              .where(and(eq(newsletterSubscriptions.newsletterId, newsletterId), eq(newsletterSubscriptions.subscribed, true), withEmail))
              .orderBy(asc(users.tveUserId));
      return rows.flatMap(({ tveUserId, email }) => (email ? [{ tveUserId, email }] : []));
    },
  };
}
export type NewslettersRepository = ReturnType<typeof createNewslettersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    newslettersRepository: NewslettersRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('newslettersRepository', createNewslettersRepository(app.database.db, app.usersRepository));
  },
  { name: 'newsletters-repository', dependencies: ['database', 'users-repository'] },
);
