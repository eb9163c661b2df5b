import { lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { captchaSolutions } from '../../db/captcha-schema.ts';

/** Captcha solutions already accepted (migration 0017): each is taken once. */
export function createCaptchaSolutionsRepository(db: Db) {
  return {
    /** Takes the solution: true the first time, false when it was taken before (one statement, so two requests at once cannot both win). */
    async take(id: string, expiresAt: Date): Promise<boolean> {
      const taken = await db.insert(captchaSolutions).values({ id, expiresAt }).onConflictDoNothing({ target: captchaSolutions.id }).returning({ id: captchaSolutions.id });
      return taken.length === 1;
    },

    /** Removes the solutions of challenges that have expired (the sweep): those are refused as expired anyway. */
    async deleteExpired(now: Date = new Date()): Promise<number> {
      const removed = await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, now)).returning({ id: captchaSolutions.id });
      return removed.length;
    },
  };
}
export type CaptchaSolutionsRepository = ReturnType<typeof createCaptchaSolutionsRepository>;
