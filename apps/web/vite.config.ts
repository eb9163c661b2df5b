import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { AppVariant } from '@stat/contracts';
import { precompress } from './vite-plugin-precompress.ts';
import { quietEntry } from './vite-plugin-quiet-entry.ts';
import { routePreloads } from './vite-plugin-route-preloads.ts';

// Node loads this file before any TypeScript is bundled, so only a type import from contracts.
const variant = (process.env.APP_VARIANT ?? 'stat') as AppVariant;
if (variant !== 'stat' && variant !== 'ott') throw new Error('APP_VARIANT must be stat or ott');

export default defineConfig({
  plugins: [react(), quietEntry(), routePreloads(variant), precompress()],
  define: { __APP_VARIANT__: JSON.stringify(variant) },
  build: {
    outDir: `dist/${variant}`,
    emptyOutDir: true,
    // Read by routePreloads: the chunks and stylesheets of each page.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // Contracts mixes constants the first screen needs with zod schemas it does not;
        // declaring both side-effect free keeps the schemas (and zod) out of the entry.
        moduleSideEffects: (id: string) => !/packages\/contracts\/|node_modules\/zod\//.test(id),
        manualPureFunctions: ['z'],
      },
    },
  },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/api': 'http://localhost:8102', '/ofrep': 'http://localhost:8102' },
  },
});
