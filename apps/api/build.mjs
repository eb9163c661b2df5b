// Bundles the server into dist/server.js and the catalogue importer into dist/catalogue-import.js. node_modules stay external (installed next to it),
// except the workspace's own packages (@stat/contracts, @stat/media): they are TypeScript source, so they are bundled in.
// migrations/ and seed/ are not bundled: the server reads them from disk next to dist/.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@stat/'));

await build({
  entryPoints: [join(here, 'src/server.ts'), join(here, 'src/catalogue-import.ts')],
  outdir: join(here, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Subpath imports (drizzle-orm/pglite, zod/v4/core...) are external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'info',
});
