import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { APP_VARIANTS } from '@stat/contracts';
import type { AppVariant } from '@stat/contracts';

const variant = (process.env.APP_VARIANT ?? 'stat') as AppVariant;
if (!APP_VARIANTS.includes(variant)) throw new Error(`APP_VARIANT must be one of ${APP_VARIANTS.join(', ')}`);

export default defineConfig({
  plugins: [react()],
  define: { __APP_VARIANT__: JSON.stringify(variant) },
  build: { outDir: `dist/${variant}`, emptyOutDir: true },
  server: {
    port: 5174,
    strictPort: true,
    proxy: { '/api': 'http://localhost:8102', '/ofrep': 'http://localhost:8102' },
  },
});
