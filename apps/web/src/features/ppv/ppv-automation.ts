import { z } from 'zod';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';

/** What an automated run (load tests, monitors) stores to quiet the app; unknown keys ignored. */
const automationSchema = z.object({ suppressPpvState: z.boolean().optional() });

/**
 * True when the automation config asks the app not to fetch the pay-per-view state (streaming spec
 * section 9). The config lives in the browser: the server renders every page with the state, and
 * the parts that show it go once the page has hydrated (usePpvStateStatus).
 */
export function ppvStateSuppressed(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  if (!storage) return true;
  try {
    return automationSchema.safeParse(JSON.parse(storage.getItem(STORAGE_KEYS.automation) ?? '{}')).data?.suppressPpvState === true;
  } catch {
    return false;
  }
}
