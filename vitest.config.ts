import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Each workspace keeps its own vitest config; this file only lists them.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/media', 'apps/web', 'apps/api', 'scripts/tv', 'scripts/cluster'],
    // Vitest's default leaves a core to its own process (cores - 1 workers): on the 2-core machines
    // CI and most laptops' containers have, that is one worker, and a core idles while PGlite's
    // files run one after another. Two workers at least (the main process mostly waits).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
