#!/usr/bin/env node
// Fails when relative imports form a cycle anywhere in the workspaces' TypeScript (STYLE.md asks
// for `import/no-cycle`; eslint-plugin-import-x broke `npm ci`, see docs/decisions.md "Tooling").
// TypeScript's parser lists each file's imports (static, re-exports, dynamic import() and
// `import type`: a circle of types ties the modules' design as much as a runtime one), and
// Tarjan's algorithm finds the strongly connected components.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ROOTS = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['apps/web/src', 'apps/api/src', 'packages/contracts/src', 'e2e', 'bench', 'scripts'];
const SOURCE = /\.(m?ts|tsx|m?js)$/;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

/** The specifiers a file imports, `import type` included. */
function specifiers(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found = [];
  function visit(node) {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  }
  visit(source);
  return found;
}

/** The files a file imports by relative path (bare packages are outside the question). */
function importsOf(file) {
  return specifiers(file)
    .filter((name) => name.startsWith('.'))
    .map((name) => resolve(dirname(file), name))
    .filter((path) => existsSync(path));
}

const graph = new Map();
for (const dir of ROOTS) {
  const abs = resolve(root, dir);
  if (!existsSync(abs)) continue;
  for (const file of sourceFiles(abs)) graph.set(file, importsOf(file));
}

// Tarjan: every component of more than one file, or a file importing itself, is a cycle.
let index = 0;
const indexOf = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function connect(node) {
  indexOf.set(node, index);
  low.set(node, index++);
  stack.push(node);
  onStack.add(node);
  for (const next of graph.get(node) ?? []) {
    if (!indexOf.has(next)) {
      connect(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indexOf.get(next)));
  }
  if (low.get(node) !== indexOf.get(node)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== node);
  if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component);
}
for (const node of graph.keys()) if (!indexOf.has(node)) connect(node);

if (cycles.length === 0) {
  console.log(`import cycles: none in ${graph.size} files`);
} else {
  for (const cycle of cycles) {
    console.error(`import cycle:\n  ${cycle.map((file) => relative(root, file)).sort().join('\n  ')}`);
  }
  console.error(`${cycles.length} import cycle(s): break each by moving the shared part into its own module.`);
  process.exit(1);
}
