import { useEffect, useState } from 'react';
import { getFlag, startFlags } from '../../lib/flags.ts';

/**
 * The statMigrationEnabled flag, updated once the flag client is ready. The client starts after
 * the first screen (main.tsx); waiting on it here from the frame after this mounts, as main.tsx
 * does, never pulls the flag SDK in front of the first paint.
 */
export function useMigrationFlag(): boolean {
  const [enabled, setEnabled] = useState(() => getFlag('statMigrationEnabled'));
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        void startFlags().then(() => {
          if (live) setEnabled(getFlag('statMigrationEnabled'));
        });
      });
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return enabled;
}
