import { useEffect, useState } from 'react';
import { getFlag, whenFlagsReady } from '../../lib/flags.ts';

/**
 * The statMigrationEnabled flag, updated once the flag client is ready. The client is started
 * after the first screen (main.tsx); waiting on it here never pulls the flag SDK in front of the
 * first paint.
 */
export function useMigrationFlag(): boolean {
  const [enabled, setEnabled] = useState(() => getFlag('statMigrationEnabled'));
  useEffect(() => {
    let live = true;
    void whenFlagsReady().then(() => {
      if (live) setEnabled(getFlag('statMigrationEnabled'));
    });
    return () => {
      live = false;
    };
  }, []);
  return enabled;
}
