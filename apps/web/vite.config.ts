import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { AppVariant } from '@stat/contracts';
import { bootScript } from './vite-plugin-boot-script.ts';
import { precompress } from './vite-plugin-precompress.ts';
import { quietEntry } from './vite-plugin-quiet-entry.ts';
import { routePreloads } from './vite-plugin-route-preloads.ts';

// Node loads this file before any TypeScript is bundled, so only a type import from contracts.
const variant = (process.env.APP_VARIANT ?? 'stat') as AppVariant;
if (variant !== 'stat' && variant !== 'ott') throw new Error('APP_VARIANT must be stat or ott');

/** Where the server's render of the app goes: inside the build, never served (apps/api's web-app area). */
export const SERVER_BUNDLE_DIR = '.server';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), quietEntry(), bootScript(), routePreloads(variant), precompress()],
  define: { __APP_VARIANT__: JSON.stringify(variant), ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}) },
  // The server's bundle takes its packages in, built for production like the browser's (React's
  // server renderer is several times slower in its development build).
  ssr: { noExternal: true },
  // The static files are the browser build's; the server's bundle needs none.
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild
    ? { outDir: `dist/${variant}/${SERVER_BUNDLE_DIR}`, emptyOutDir: true }
    : {
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
}));
