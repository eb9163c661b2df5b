import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // Starts a throwaway PostgreSQL cluster when TEST_DATABASE=postgres; a no-op on PGlite.
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
    // Files share their worker's modules: importing the app again per file was half the run.
    // Each file opens its own database and app (docs/decisions.md, "Tooling").
    isolate: false,
    hookTimeout: 30_000,
  },
});
