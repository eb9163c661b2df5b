import { useFlag } from '../../lib/use-flag.ts';

/** The statMigrationEnabled flag, updated once the flag client is ready. */
export function useMigrationFlag(): boolean {
  return useFlag('statMigrationEnabled');
}
