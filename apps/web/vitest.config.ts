import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  define: { __APP_VARIANT__: JSON.stringify('stat') },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Files share their worker's modules and jsdom: building both again per file was seven
    // tenths of the run. Each file cleans up what it renders (docs/decisions.md, "Tooling").
    isolate: false,
  },
});
