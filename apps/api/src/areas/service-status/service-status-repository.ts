import { and, desc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { STATUS_RECENT_DAYS, STATUS_RECENT_MAX, statusIncidentIdSchema, type ServiceStatus, type StatusAffects, type StatusIncident, type StatusIncidentId } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { serviceIncidentViewers, serviceIncidents, type ServiceIncidentRow } from '../../db/service-status-schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function incidentOf(row: ServiceIncidentRow): StatusIncident {
  return {
    id: statusIncidentIdSchema.parse(row.id),
    text: row.text,
    affects: row.affects,
    startedAt: row.startedAt.getTime(),
    endedAt: row.endedAt?.getTime() ?? null,
  };
}

/** A viewer to tell that an incident they were shown is over: the incident, and their address (null: none on file). */
export interface AllClearRecipient {
  incident: StatusIncident;
  tveUserId: string;
  emailAddress: string | null;
}

/**
 * The operator's service incidents and who was shown them, shared by every instance on the
 * database. `npm run status` opens and resolves them (directly, or through the running server's
 * operator route); GET status lists them; the web app records who was shown a banner; the
 * all-clear job mails those viewers once an incident is resolved.
 */
export function createServiceStatusRepository(db: Db) {
  const open = isNull(serviceIncidents.endedAt);
  return {
    async open(text: string, affects: StatusAffects, at: number): Promise<StatusIncident> {
      const [row] = await db.insert(serviceIncidents).values({ text, affects, startedAt: new Date(at) }).returning();
      return incidentOf(row!);
    },

    /** The open incidents, newest first. */
    async openIncidents(): Promise<StatusIncident[]> {
      const rows = await db.select().from(serviceIncidents).where(open).orderBy(desc(serviceIncidents.startedAt), desc(serviceIncidents.id));
      return rows.map(incidentOf);
    },

    /** Resolves the open incident `id`, or every open one (null), at `at`: the ones it closed (none: nothing was open). */
    async resolve(id: StatusIncidentId | null, at: number): Promise<StatusIncident[]> {
      const rows = await db
        .update(serviceIncidents)
        .set({ endedAt: sql`greatest(${serviceIncidents.startedAt}, ${new Date(at).toISOString()}::timestamptz)` })
        .where(id === null ? open : and(open, eq(serviceIncidents.id, id)))
        .returning();
      return rows.map(incidentOf).sort((a, b) => b.startedAt - a.startedAt);
    },

    /** GET status: the open incidents, then those resolved in the last STATUS_RECENT_DAYS before `now` (newest first, at most STATUS_RECENT_MAX). */
    async listing(now: number): Promise<ServiceStatus> {
      const since = new Date(now - STATUS_RECENT_DAYS * DAY_MS);
      const newestFirst = [desc(serviceIncidents.startedAt), desc(serviceIncidents.id)] as const;
      const [current, recent] = await Promise.all([
        db.select().from(serviceIncidents).where(open).orderBy(...newestFirst),
        db.select().from(serviceIncidents).where(gte(serviceIncidents.endedAt, since)).orderBy(...newestFirst).limit(STATUS_RECENT_MAX),
      ]);
      return { current: current.map(incidentOf), recent: recent.map(incidentOf) };
    },

    /**
     * Records that the viewer was shown the open incident `id` (once: a second call changes
     * nothing). False when no such incident is open (unknown, or resolved already).
     */
    async markSeen(id: StatusIncidentId, tveUserId: string): Promise<boolean> {
      const [incident] = await db.select({ id: serviceIncidents.id }).from(serviceIncidents).where(and(open, eq(serviceIncidents.id, id)));
      if (!incident) return false;
      await db.insert(serviceIncidentViewers).values({ incidentId: id, tveUserId }).onConflictDoNothing();
      return true;
    },

    /** The viewer's all-clear notices: incidents they were shown, resolved since `since`, not dismissed (newest first). */
    async allClearOf(tveUserId: string, since: number): Promise<StatusIncident[]> {
      const rows = await db
        .select({ incident: serviceIncidents })
        .from(serviceIncidentViewers)
        .innerJoin(serviceIncidents, eq(serviceIncidents.id, serviceIncidentViewers.incidentId))
        .where(and(eq(serviceIncidentViewers.tveUserId, tveUserId), isNull(serviceIncidentViewers.dismissedAt), gte(serviceIncidents.endedAt, new Date(since))))
        .orderBy(desc(serviceIncidents.endedAt), desc(serviceIncidents.id));
      return rows.map((row) => incidentOf(row.incident));
    },

    /** Dismisses the viewer's own all-clear of a resolved incident: false when they have none for it. */
    async dismiss(tveUserId: string, id: StatusIncidentId, at: number): Promise<boolean> {
      const resolved = db.select({ id: serviceIncidents.id }).from(serviceIncidents).where(and(eq(serviceIncidents.id, id), isNotNull(serviceIncidents.endedAt)));
      const rows = await db
        .update(serviceIncidentViewers)
        .set({ dismissedAt: sql`coalesce(${serviceIncidentViewers.dismissedAt}, ${new Date(at).toISOString()}::timestamptz)` })
        .where(and(eq(serviceIncidentViewers.tveUserId, tveUserId), eq(serviceIncidentViewers.incidentId, id), sql`${serviceIncidentViewers.incidentId} in ${resolved}`))
        .returning({ incidentId: serviceIncidentViewers.incidentId });
      return rows.length > 0;
    },

    /**
     * Takes the all-clear e-mails due (viewers of resolved incidents not mailed yet), marking them
     * in the same statement: two runs at once never take the same one.
     */
    async takeUnmailed(at: number): Promise<AllClearRecipient[]> {
      const resolved = db.select({ id: serviceIncidents.id }).from(serviceIncidents).where(isNotNull(serviceIncidents.endedAt));
      const taken = await db
        .update(serviceIncidentViewers)
        .set({ emailedAt: new Date(at) })
        .where(and(isNull(serviceIncidentViewers.emailedAt), sql`${serviceIncidentViewers.incidentId} in ${resolved}`))
        .returning({ incidentId: serviceIncidentViewers.incidentId, tveUserId: serviceIncidentViewers.tveUserId });
      if (!taken.length) return [];
      const [incidents, addresses] = await Promise.all([
        db.select().from(serviceIncidents).where(inArray(serviceIncidents.id, [...new Set(taken.map((row) => row.incidentId))])),
        db.select({ tveUserId: users.tveUserId, emailAddress: users.emailAddress }).from(users).where(inArray(users.tveUserId, [...new Set(taken.map((row) => row.tveUserId))])),
      ]);
      return taken.flatMap((row) => {
        const incident = incidents.find((candidate) => candidate.id === row.incidentId);
        const emailAddress = addresses.find((address) => address.tveUserId === row.tveUserId)?.emailAddress ?? null;
        return incident ? [{ incident: incidentOf(incident), tveUserId: row.tveUserId, emailAddress }] : [];
      });
    },

    /** Gives an e-mail back to the next run (its sending failed). */
    async unmark(incidentId: StatusIncidentId, tveUserId: string): Promise<void> {
      await db.update(serviceIncidentViewers).set({ emailedAt: null }).where(and(eq(serviceIncidentViewers.incidentId, incidentId), eq(serviceIncidentViewers.tveUserId, tveUserId)));
    },
  };
}
export type ServiceStatusRepository = ReturnType<typeof createServiceStatusRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    serviceStatus: ServiceStatusRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('serviceStatus', createServiceStatusRepository(app.database.db));
  },
  { name: 'service-status-repository', dependencies: ['database'] },
);
