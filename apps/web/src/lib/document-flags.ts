import { FLAG_DEFAULTS } from '@stat/contracts';
import type { FlagKey, Flags } from '@stat/contracts';
import { api } from './api-client.ts';
import { flagContext } from './device-id.ts';
import { parseAnswer } from './parse-answer.ts';

/**
 * The server renders a page before the browser's flag client exists, and without its device id:
 * it asks the same OFREP evaluation for a context of its own. Flags targeted by device then read
 * as for that context until the browser's client starts (and the page re-renders with its own).
 */
const RENDER_TARGETING_KEY = 'server-render';

/** Every flag the page may read, evaluated over OFREP as the browser's client would; a flag that fails keeps its default. */
export async function evaluateFlagsForRender(): Promise<Partial<Flags>> {
  const answer = await parseAnswer(
    api.post('/ofrep/v1/evaluate/flags', { context: flagContext(RENDER_TARGETING_KEY) }),
    import('@stat/contracts/ofrep-schemas'),
    (s) => s.ofrepBulkResponseSchema,
  );
  const flags: Partial<Record<FlagKey, unknown>> = {};
  for (const flag of answer.flags) {
    if (!(flag.key in FLAG_DEFAULTS) || !('value' in flag)) continue;
    // Only a value of the flag's own type, as the browser's client checks.
    const fallback = FLAG_DEFAULTS[flag.key as FlagKey];
    if (Array.isArray(fallback) ? Array.isArray(flag.value) : typeof flag.value === typeof fallback) flags[flag.key as FlagKey] = flag.value;
  }
  return flags as Partial<Flags>;
}
