import { defineConfig } from 'vitest/config';

// Each workspace keeps its own vitest config; this file only lists them.
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'packages/media', 'apps/web', 'apps/api', 'scripts/tv', 'scripts/cluster'],
  },
});
