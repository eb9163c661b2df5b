import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * WARNING: this file must stay directly in src/. The bundle (dist/server.js) and this source
 * file are both one folder below apps/api, so the same relative step finds the folders the
 * server reads at run time, whether it runs from source (tests, tsx) or from the bundle.
 */
const here = dirname(fileURLToPath(import.meta.url));

/** apps/api */
export const API_ROOT = resolve(here, '..');
/** The repository root. */
export const REPO_ROOT = resolve(API_ROOT, '..', '..');
export const MIGRATIONS_DIR = resolve(API_ROOT, 'migrations');
export const SEED_DIR = resolve(API_ROOT, 'seed');
