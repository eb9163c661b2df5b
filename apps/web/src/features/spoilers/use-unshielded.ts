import { useSpoilerValues } from './api/get-spoilers.ts';
import { shieldedIds, unshielded } from './shielded.ts';

/**
 * The items on screen as this viewer may see them: each shielded one with its real description
 * when the server answers it (signed in only), the others as they are.
 */
export function useUnshielded<T extends Parameters<typeof unshielded>[0]>(items: readonly T[], signedIn: boolean): T[] {
  const values = useSpoilerValues(shieldedIds(items), signedIn);
  return items.map((item) => unshielded(item, values));
}
