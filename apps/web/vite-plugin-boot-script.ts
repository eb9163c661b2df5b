import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const ENTRY = fileURLToPath(new URL('./src/boot.ts', import.meta.url));

/**
 * Builds src/boot.ts as one small classic script of its own (not a module of the app's graph,
 * whose shared chunks it would pull in) and puts it in the document, deferred, before the app's
 * entry: deferred scripts run in document order once it has parsed, so it runs first.
 */
export function bootScript(): Plugin {
  let fileName = '';
  let source = '';
  return {
    name: 'stat-boot-script',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async buildStart() {
      const result = await build({ entryPoints: [ENTRY], bundle: true, minify: true, format: 'iife', target: 'es2022', write: false, logLevel: 'silent' });
      source = result.outputFiles[0]?.text ?? '';
      fileName = `assets/boot-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('<script type="module"', `<script defer src="/${fileName}"></script>\n    <script type="module"`),
    },
  };
}
