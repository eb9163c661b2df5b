import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { runnerImport, type Manifest, type Plugin } from 'vite';
import type { AppVariant } from '@stat/contracts';
import type { RouteDef } from './src/lib/route-table.ts';

/** Written next to Vite's manifest; the server reads it (routes/web-app.ts), never the web source. */
const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

interface RoutePreload {
  /** React Router pattern from the route table, in its matching order. */
  path: string;
  js: string[];
  css: string[];
}

/** A chunk's file and every chunk it imports statically, with their stylesheets. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function filesOf(manifest: Manifest, keys: Set<string>) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    js.add(`/${chunk.file}`);
    for (const sheet of chunk.css ?? []) css.add(`/${sheet}`);
  }
  return { js, css };
}

/**
 * At build, maps each route pattern of the variant to its page chunk's JS and CSS (minus what the
 * entry already loads), from Vite's manifest, so the server can preload the requested page with
 * the document. The page of each route comes from route-pages.ts, whose entries are
 * `name: () => import('<relative path>')`; a route whose page is not found there gets no preloads.
 */
export function routePreloads(variant: AppVariant): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'stat-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      // The route table imports contracts (TypeScript source): bundle it rather than leave it to Node.
      const { module } = await runnerImport<{ ROUTE_TABLE: readonly RouteDef[] }>(join(root, 'src/lib/route-table.ts'), {
        environments: { inline: { resolve: { noExternal: ['@stat/contracts'] } } },
      });
      const pagesFile = join(root, 'src/app/route-pages.ts');
      const pages = new Map<string, string>();
      for (const [, name = '', spec = ''] of readFileSync(pagesFile, 'utf8').matchAll(/^\s*(\w+):\s*\(\)\s*=>\s*import\('([^']+)'\)/gm)) {
        pages.set(name, relative(root, resolve(dirname(pagesFile), spec)));
      }
      const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
      if (!entryKey) throw new Error('route preloads: the manifest has no entry');
      const entry = filesOf(manifest, closure(manifest, entryKey));

      const routes: RoutePreload[] = module.ROUTE_TABLE.filter((def) => !def.variants || def.variants.includes(variant)).map(
        (def) => {
          const page = pages.get(def.name);
          if (!page || !manifest[page]) return { path: def.path, js: [], css: [] };
          const { js, css } = filesOf(manifest, closure(manifest, page));
          return {
            path: def.path,
            js: [...js].filter((file) => !entry.js.has(file)),
            css: [...css].filter((file) => !entry.css.has(file)),
          };
        },
      );
      writeFileSync(join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify({ routes }, null, 1)}\n`);
    },
  };
}
