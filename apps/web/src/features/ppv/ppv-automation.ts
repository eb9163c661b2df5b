import { STORAGE_KEYS } from '../../lib/storage-keys.ts';

/**
 * True when the automation config asks the app not to fetch the pay-per-view state (streaming spec
 * section 9). The config lives in the browser: the server renders every page with the state, and
 * the parts that show it go once the page has hydrated (usePpvStateStatus).
 */
export function ppvStateSuppressed(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  if (!storage) return true;
  try {
    // What an automated run (load tests, monitors) stores to quiet the app; other keys are ignored.
    const config: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.automation) ?? '{}');
    return typeof config === 'object' && config !== null && 'suppressPpvState' in config && config.suppressPpvState === true;
  } catch {
    return false;
  }
}
