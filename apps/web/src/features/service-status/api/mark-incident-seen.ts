import type { StatusIncidentId } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';

// Said once per incident in this tab: the server keeps it once anyway (PUT is idempotent).
const told = new Set<StatusIncidentId>();

/**
 * PUT user/status/seen/{id}: the signed-in viewer was shown this incident's banner, so they get
 * its all-clear. Best effort and silent: a failure (the incident just resolved, a network blip)
 * is forgotten, to be said again at the next showing.
 */
export function markIncidentSeen(id: StatusIncidentId): void {
  if (told.has(id)) return;
  told.add(id);
  api.put(`user/status/seen/${id}`).catch(() => told.delete(id));
}
