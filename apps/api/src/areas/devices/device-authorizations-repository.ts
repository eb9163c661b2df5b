import { randomInt, randomUUID } from 'node:crypto';
import { and, count, eq, gt, lte } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { DEVICE_FLOW, USER_CODE_ALPHABET, USER_CODE_LENGTH, type DeviceTokenError } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { deviceAuthorizations, devices, users } from '../../db/schema.ts';
import { hashSessionToken, newSessionToken } from '../../plugins/sessions-repository.ts';

/** A fresh code's tries at letters no live code holds (34 bits: a second try is already rare). */
const USER_CODE_ATTEMPTS = 5;

function newUserCode(): string {
  return Array.from({ length: USER_CODE_LENGTH }, () => USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)]).join('');
}

/** What a TV's poll gets: an RFC 8628 error, or the approved device to issue the token for (once). */
export type PollOutcome = { error: DeviceTokenError } | { error: null; tveUserId: string; deviceId: string };

/** A code waiting for the viewer, and the platform of the TV that asked for it. */
export interface PendingAuthorization {
  id: string;
  clientId: string;
}

export interface NewDevice {
  tveUserId: string;
  platform: string;
  name: string;
}

/** The outcome of an approval: done, the account's device limit, or the code no longer pending. */
export type ApproveOutcome = 'approved' | 'deviceLimit' | 'notPending';

/**
 * The device flow's codes (RFC 8628, table device_authorizations): a TV asks for one, the viewer
 * approves (or is refused) by its user code, the TV polls with its device code and takes its
 * token exactly once. The device code is stored only as its sha256.
 */
export function createDeviceAuthorizationsRepository(db: Db, now: () => Date = () => new Date()) {
  return {
    /** A new pending code for the TV of this platform: its device code and its user code (8 letters). */
    async create(clientId: string): Promise<{ deviceCode: string; userCode: string }> {
      const at = now();
      // The same kind of secret as a session token, and stored the same way: only its digest.
      const deviceCode = newSessionToken();
      for (let attempt = 0; attempt < USER_CODE_ATTEMPTS; attempt++) {
        const fresh = {
          id: hashSessionToken(deviceCode),
          userCode: newUserCode(),
          clientId,
          status: 'pending' as const,
          intervalSeconds: DEVICE_FLOW.intervalSeconds,
          lastPolledAt: null,
          deviceId: null,
          createdAt: at,
          expiresAt: new Date(at.getTime() + DEVICE_FLOW.expiresInSeconds * 1000),
        };
        // Letters held by an expired row the sweep has not removed yet are taken over.
        const inserted = await db
          .insert(deviceAuthorizations)
          .values(fresh)
          .onConflictDoUpdate({ target: deviceAuthorizations.userCode, set: fresh, setWhere: lte(deviceAuthorizations.expiresAt, at) })
          .returning({ id: deviceAuthorizations.id });
        if (inserted.length > 0) return { deviceCode, userCode: fresh.userCode };
      }
      throw new Error('no free user code');
    },

    /**
     * A TV's poll (RFC 8628 section 3.5), in one transaction holding the row: unknown or spent
     * codes, another client, expiry and refusal first; then the interval (a poll sooner than it
     * is `slow_down`, and the interval grows); then pending, or the approval, spent at once.
     */
    poll(deviceCode: string, clientId: string): Promise<PollOutcome> {
      const id = hashSessionToken(deviceCode);
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(deviceAuthorizations).where(eq(deviceAuthorizations.id, id)).for('update');
        if (!row || row.status === 'exchanged') return { error: 'invalid_grant' };
        if (row.clientId !== clientId) return { error: 'invalid_client' };
        const at = now();
        if (row.expiresAt.getTime() <= at.getTime()) return { error: 'expired_token' };
        if (row.status === 'denied') return { error: 'access_denied' };
        const where = eq(deviceAuthorizations.id, id);
        if (row.lastPolledAt && at.getTime() - row.lastPolledAt.getTime() < row.intervalSeconds * 1000) {
          await tx
            .update(deviceAuthorizations)
            .set({ lastPolledAt: at, intervalSeconds: row.intervalSeconds + DEVICE_FLOW.slowDownSeconds })
            .where(where);
          return { error: 'slow_down' };
        }
        // Still pending: only an approval gives the row its device.
        if (!row.deviceId) {
          await tx.update(deviceAuthorizations).set({ lastPolledAt: at }).where(where);
          return { error: 'authorization_pending' };
        }
        await tx.update(deviceAuthorizations).set({ lastPolledAt: at, status: 'exchanged' }).where(where);
        const [device] = await tx.select({ tveUserId: devices.tveUserId }).from(devices).where(eq(devices.id, row.deviceId));
        return { error: null, tveUserId: device!.tveUserId, deviceId: row.deviceId };
      });
    },

    /** The unexpired, still pending code with these letters (canonical form, no dash), if any. */
    async findPending(userCode: string): Promise<PendingAuthorization | null> {
      const [row] = await db
        .select({ id: deviceAuthorizations.id, clientId: deviceAuthorizations.clientId })
        .from(deviceAuthorizations)
        .where(and(eq(deviceAuthorizations.userCode, userCode), eq(deviceAuthorizations.status, 'pending'), gt(deviceAuthorizations.expiresAt, now())));
      return row ?? null;
    },

    /** The viewer's activation was refused: the TV's next poll is `access_denied`. */
    async deny(id: string): Promise<void> {
      await db
        .update(deviceAuthorizations)
        .set({ status: 'denied' })
        .where(and(eq(deviceAuthorizations.id, id), eq(deviceAuthorizations.status, 'pending')));
    },

    /**
     * Creates the viewer's device and approves the code with it, in one transaction. The code's
     * row and the user's row are held, so a code approved twice at once, or two codes of one
     * account at its limit, are decided one after the other.
     */
    approve(id: string, device: NewDevice, maxDevices: number): Promise<ApproveOutcome> {
      return db.transaction(async (tx) => {
        const at = now();
        const [pending] = await tx
          .select({ id: deviceAuthorizations.id })
          .from(deviceAuthorizations)
          .where(and(eq(deviceAuthorizations.id, id), eq(deviceAuthorizations.status, 'pending'), gt(deviceAuthorizations.expiresAt, at)))
          .for('update');
        if (!pending) return 'notPending';
        await tx.select({ id: users.tveUserId }).from(users).where(eq(users.tveUserId, device.tveUserId)).for('update');
        const [held] = await tx.select({ n: count() }).from(devices).where(eq(devices.tveUserId, device.tveUserId));
        if ((held?.n ?? 0) >= maxDevices) return 'deviceLimit';
        const deviceId = randomUUID();
        await tx.insert(devices).values({ id: deviceId, ...device, activatedAt: at, lastUsedAt: at });
        await tx.update(deviceAuthorizations).set({ status: 'approved', deviceId }).where(eq(deviceAuthorizations.id, id));
        return 'approved';
      });
    },

    /** Removes codes past their expiry (the server's hourly sweep); returns how many. */
    async deleteExpired(): Promise<number> {
      const removed = await db.delete(deviceAuthorizations).where(lte(deviceAuthorizations.expiresAt, now())).returning({ id: deviceAuthorizations.id });
      return removed.length;
    },
  };
}
export type DeviceAuthorizationsRepository = ReturnType<typeof createDeviceAuthorizationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    deviceAuthorizationsRepository: DeviceAuthorizationsRepository;
  }
}

export default fp<{ now?: () => Date }>(
  async (app, opts) => {
    app.decorate('deviceAuthorizationsRepository', createDeviceAuthorizationsRepository(app.database.db, opts.now));
  },
  { name: 'device-authorizations-repository', dependencies: ['database'] },
);
