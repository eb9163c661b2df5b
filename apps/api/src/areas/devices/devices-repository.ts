import { and, desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { devices, type DeviceRow } from '../../db/schema.ts';
import type { SessionsRepository } from '../../plugins/sessions-repository.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';

/** A TV calls the API all the time: its last use is written at most once a minute per instance. */
const LAST_USE_WRITES = { ttlMs: 60_000, maxEntries: 10_000 };

/**
 * A viewer's activated TVs (table devices; activation itself writes them, see
 * device-authorizations-repository.ts). Removing a device ends its session through the sessions
 * repository, so its bearer token stops working on this instance at once. Every call takes the
 * user; routes pass the session's.
 */
export function createDevicesRepository(db: Db, sessions: Pick<SessionsRepository, 'deleteOfDevices'>, now: () => Date = () => new Date()) {
  const lastUseWrites = createTtlCache<string, void>(LAST_USE_WRITES, () => now().getTime());
  return {
    /** The user's devices, newest first (ties by id, for a stable order). */
    list(tveUserId: string): Promise<DeviceRow[]> {
      return db.select().from(devices).where(eq(devices.tveUserId, tveUserId)).orderBy(desc(devices.activatedAt), devices.id);
    },

    /** Marks the device used now, unless this instance did so within the last minute. */
    recordUse(id: string): Promise<void> {
      const write = async () => {
        await db.update(devices).set({ lastUsedAt: now() }).where(eq(devices.id, id));
      };
      return lastUseWrites.get(id, write, () => true);
    },

    /** Removes one of the user's devices and signs it out; false when the user has no such device. */
    async remove(tveUserId: string, id: string): Promise<boolean> {
      const [owned] = await db.select({ id: devices.id }).from(devices).where(and(eq(devices.id, id), eq(devices.tveUserId, tveUserId)));
      if (!owned) return false;
      await sessions.deleteOfDevices([id]);
      await db.delete(devices).where(eq(devices.id, id));
      return true;
    },

    /** Removes all of the user's devices and signs them out. */
    async removeAll(tveUserId: string): Promise<void> {
      const owned = await db.select({ id: devices.id }).from(devices).where(eq(devices.tveUserId, tveUserId));
      await sessions.deleteOfDevices(owned.map((device) => device.id));
      await db.delete(devices).where(eq(devices.tveUserId, tveUserId));
    },
  };
}
export type DevicesRepository = ReturnType<typeof createDevicesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    devicesRepository: DevicesRepository;
  }
}

export default fp<{ now?: () => Date }>(
  async (app, opts) => {
    app.decorate('devicesRepository', createDevicesRepository(app.database.db, app.sessionsRepository, opts.now));
  },
  { name: 'devices-repository', dependencies: ['database', 'sessions-repository'] },
);
