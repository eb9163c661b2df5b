// The part the boundary rules share: every relative specifier a file imports or re-exports,
// static or dynamic (`import()`), resolved against the importing file.
import { dirname, resolve } from 'node:path';

/**
 * ESLint visitors that call `report(node, path)` for each relative import of `file`, with the
 * absolute path it names.
 */
export function relativeImportVisitors(file, report) {
  function check(node) {
    const source = node?.source;
    if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
    if (!source.value.startsWith('.')) return;
    report(source, resolve(dirname(file), source.value));
  }
  return {
    ImportDeclaration: check,
    ExportNamedDeclaration: check,
    ExportAllDeclaration: check,
    ImportExpression: check,
  };
}
