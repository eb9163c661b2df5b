import { useEffect, useState } from 'react';
import type { FlagKey, Flags } from '@stat/contracts';
import { getFlag, whenFlagsReady } from './flags.ts';

/**
 * A flag's value, updated once the flag client is ready. The client is started after the first
 * screen (main.tsx); waiting on it here never pulls the flag SDK in front of the first paint.
 */
export function useFlag<K extends FlagKey>(key: K): Flags[K] {
  const [value, setValue] = useState(() => getFlag(key));
  useEffect(() => {
    let live = true;
    void whenFlagsReady().then(() => {
      if (live) setValue(() => getFlag(key));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return value;
}
