import type { AppVariant } from '@stat/contracts';

/**
 * The ports the e2e servers listen on, one per variant (kept apart from 8080 and the bench).
 * E2E_PORT_BASE moves them, so two checkouts on one machine can run their suites side by side.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 8181);
export const E2E_PORTS: Record<AppVariant, number> = { stat: base, ott: base + 1 };

/** Each variant's cluster (npm run cluster's pieces: instances behind nginx): the site's port and the gateway's. */
export const E2E_CLUSTER_PORTS: Record<AppVariant, { site: number; gateway: number }> = {
  stat: { site: base + 2, gateway: base + 3 },
  ott: { site: base + 4, gateway: base + 5 },
};

/** Name of the environment variable global setup fills with a variant's database address (its cluster's, apart). */
export function databaseUrlEnv(variant: AppVariant, cluster = false): string {
  return `E2E_DATABASE_URL_${variant.toUpperCase()}${cluster ? '_CLUSTER' : ''}`;
}

/** Name of the environment variable global setup fills with a variant's server data folder (its mail outbox). */
export function dataDirEnv(variant: AppVariant): string {
  return `E2E_DATA_DIR_${variant.toUpperCase()}`;
}
