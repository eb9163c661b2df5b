import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt']);
/** Below this, the encoding headers cost about what compression saves. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // .vite holds the build's manifests and .server its render of the app, read by the server, never sent.
    if (entry.name === '.vite' || entry.name === '.server') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) next to every text file of the build, once, so the
 * server picks one by Accept-Encoding instead of compressing the same bytes on every request.
 * index.html is left out: the server fills it per request and compresses that answer itself.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'stat-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      for (const path of files(outDir)) {
        if (!COMPRESSIBLE.has(extname(path)) || relative(outDir, path) === 'index.html') continue;
        if (statSync(path).size < MIN_BYTES) continue;
        const body = readFileSync(path);
        writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
