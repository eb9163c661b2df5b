import type { AppVariant } from '@stat/contracts';

/** The ports the e2e servers listen on, one per variant (kept apart from 8080 and the bench). */
export const E2E_PORTS: Record<AppVariant, number> = { stat: 8181, ott: 8182 };

/** Name of the environment variable global setup fills with a variant's database address. */
export function databaseUrlEnv(variant: AppVariant): string {
  return `E2E_DATABASE_URL_${variant.toUpperCase()}`;
}
