// An ESLint rule for the web app's import boundaries (STYLE.md, bulletproof-react): a feature
// never imports another feature, and shared code (components, lib, hooks, stores) never imports
// a feature or the app. Each specifier is resolved against the importing file, so every form is
// caught: `../other/x.ts`, `../../features/other/x.ts`, `export … from`, `import type` and
// dynamic `import()`. ESLint's own no-restricted-imports only sees the text and skips import().
import { relative, sep } from 'node:path';
import { relativeImportVisitors } from './relative-imports.mjs';

const SHARED = new Set(['components', 'lib', 'hooks', 'stores', 'styles']);

/** Where a file sits in apps/web/src: { area: 'features', feature: 'shell' }, { area: 'lib' }, … */
function place(file, srcRoot) {
  const parts = relative(srcRoot, file).split(sep);
  if (parts[0] === '..' || parts.length < 2) return null;
  return { area: parts[0], feature: parts[0] === 'features' ? parts[1] : undefined };
}

function problem(from, to) {
  if (!to) return null;
  if (from.area === 'features' && to.area === 'features' && from.feature !== to.feature) {
    return `Features do not import each other (${from.feature} -> ${to.feature}): compose them in src/app and pass props.`;
  }
  if (SHARED.has(from.area) && (to.area === 'features' || to.area === 'app')) {
    return `Shared code (${from.area}) never imports a feature or the app.`;
  }
  return null;
}

export const webBoundaries = {
  meta: { type: 'problem', docs: { description: 'Import boundaries of apps/web/src' }, schema: [] },
  create(context) {
    const file = context.filename;
    const marker = `${sep}apps${sep}web${sep}src${sep}`;
    const at = file.lastIndexOf(marker);
    if (at === -1) return {};
    const srcRoot = file.slice(0, at + marker.length - 1);
    const from = place(file, srcRoot);
    if (!from) return {};
    return relativeImportVisitors(file, (node, path) => {
      const message = problem(from, place(path, srcRoot));
      if (message) context.report({ node, message });
    });
  },
};
