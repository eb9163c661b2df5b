import { affectsPpv, type StatusAffects, type StatusIncident, type StatusIncidentId } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { createPpvClockRepository } from '../ppv/ppv-clock-repository.ts';
import { createServiceStatusRepository } from './service-status-repository.ts';

/** What declaring did: the incident, and whether it opened the pay-per-view incident window (false: one was open already, or it does not affect ppv). */
export interface Declared {
  incident: StatusIncident;
  ppvWindowOpened: boolean;
}

/** What resolving did: the incidents it closed (none: nothing was open), and whether it closed the pay-per-view window. */
export interface Resolved {
  resolved: StatusIncident[];
  ppvWindowClosed: boolean;
}

/**
 * The operator's switch (`npm run status`, directly or through the running server's operator
 * route), in one transaction with the pay-per-view incident window it drives: an incident that
 * affects ppv (or all) opens the current event's window, and resolving the last such open
 * incident closes it, so the credit rules of issue 25 apply unchanged (docs/decisions.md).
 */
export function createStatusSwitch(db: Db, ppvProductId: string) {
  return {
    async declare(text: string, affects: StatusAffects, at: number): Promise<Declared> {
      return db.transaction(async (tx) => {
        const incident = await createServiceStatusRepository(tx).open(text, affects, at);
        const ppvWindowOpened = affectsPpv(affects) && (await createPpvClockRepository(tx).switchIncident(ppvProductId, 'start', at));
        return { incident, ppvWindowOpened };
      });
    },

    /** Resolves the open incident `id`, or every open one (null). */
    async resolve(id: StatusIncidentId | null, at: number): Promise<Resolved> {
      return db.transaction(async (tx) => {
        const incidents = createServiceStatusRepository(tx);
        const resolved = await incidents.resolve(id, at);
        const stillOpenOnPpv = (await incidents.openIncidents()).some((incident) => affectsPpv(incident.affects));
        const ppvWindowClosed =
          resolved.some((incident) => affectsPpv(incident.affects)) && !stillOpenOnPpv && (await createPpvClockRepository(tx).switchIncident(ppvProductId, 'end', at));
        return { resolved, ppvWindowClosed };
      });
    },
  };
}
export type StatusSwitch = ReturnType<typeof createStatusSwitch>;
