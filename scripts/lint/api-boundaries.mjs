// An ESLint rule for the API's import boundaries (apps/api/README.md): each spec area lives in
// apps/api/src/areas/<area>/ and may import shared code (plugins/, db/, lib/, config.ts,
// paths.ts, logger.ts) and, of another area, only the files its README lists under "## Public".
// Shared code never imports an area or the test support; only the entry points (server.ts,
// catalogue-import.ts, billing-advance.ts) import app.ts, and nothing imports an entry point. Tests (*.test.ts) and test/ may reach
// anything: they build the whole app. Each specifier is resolved against the importing file,
// so `../other/x.ts`, `export … from`, `import type` and dynamic import() are all caught.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { relativeImportVisitors } from './relative-imports.mjs';

const SHARED_FOLDERS = new Set(['plugins', 'db', 'lib']);
const SHARED_FILES = new Set(['config.ts', 'paths.ts', 'logger.ts']);
const ENTRY_POINTS = new Set(['server.ts', 'catalogue-import.ts', 'billing-advance.ts']);

/** Where a path sits in apps/api/src. */
function place(path, srcRoot) {
  const parts = relative(srcRoot, path).split(sep);
  if (parts[0] === '..') return null;
  if (parts[0] === 'areas' && parts.length > 2) return { kind: 'area', area: parts[1], file: parts.slice(2).join('/') };
  if (parts[0] === 'test') return { kind: 'test' };
  if (SHARED_FOLDERS.has(parts[0]) || (parts.length === 1 && SHARED_FILES.has(parts[0]))) return { kind: 'shared', name: parts[0] };
  if (parts.length === 1 && ENTRY_POINTS.has(parts[0])) return { kind: 'entry', name: parts[0] };
  if (parts.length === 1 && parts[0] === 'app.ts') return { kind: 'app' };
  return { kind: 'other' };
}

const publicFilesCache = new Map();

/** The files an area's README lists under "## Public" (`- \`file.ts\``), as paths in the area. */
export function publicFiles(srcRoot, area) {
  const key = `${srcRoot}|${area}`;
  if (publicFilesCache.has(key)) return publicFilesCache.get(key);
  const readme = join(srcRoot, 'areas', area, 'README.md');
  const files = new Set();
  if (existsSync(readme)) {
    const section = readFileSync(readme, 'utf8').split(/^## /m).find((part) => part.startsWith('Public'));
    for (const match of section?.matchAll(/^- `([^`]+\.ts)`/gm) ?? []) files.add(match[1]);
  }
  publicFilesCache.set(key, files);
  return files;
}

function problem(from, to, srcRoot) {
  if (!to) return null;
  if (to.kind === 'entry') return `Nothing imports an entry point (${to.name}): move what is shared out of it.`;
  if (to.kind === 'app' && from.kind !== 'entry') return 'Only an entry point imports app.ts (it composes the areas; they never reach back).';
  if (from.kind === 'shared' && (to.kind === 'area' || to.kind === 'test' || to.kind === 'other')) {
    return `Shared code (${from.name}) never imports an area or the test support: pass what it needs in, or move it down.`;
  }
  if (from.kind === 'area' && to.kind === 'area' && from.area !== to.area && !publicFiles(srcRoot, to.area).has(to.file)) {
    return `Area ${from.area} may import only the public files of area ${to.area} (its README's "Public" list), not ${to.file}.`;
  }
  if (from.kind === 'area' && to.kind === 'test') return 'An area never imports the test support.';
  return null;
}

export const apiBoundaries = {
  meta: { type: 'problem', docs: { description: 'Import boundaries of apps/api/src' }, schema: [] },
  create(context) {
    const file = context.filename;
    if (file.endsWith('.test.ts')) return {};
    const marker = `${sep}apps${sep}api${sep}src${sep}`;
    const at = file.lastIndexOf(marker);
    if (at === -1) return {};
    const srcRoot = file.slice(0, at + marker.length - 1);
    const from = place(file, srcRoot);
    if (!from || from.kind === 'test') return {};
    return relativeImportVisitors(file, (node, path) => {
      const message = problem(from, place(path, srcRoot), srcRoot);
      if (message) context.report({ node, message });
    });
  },
};
