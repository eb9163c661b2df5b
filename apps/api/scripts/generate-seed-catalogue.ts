/**
 * Writes the seed catalogue (seed/catalogue.json), or with `--titles N --out file` a benchmark
 * catalogue of N playable titles. Deterministic: the same command writes the same bytes.
 * The output is checked with the contracts' schema and cross-record rules before it is written,
 * so an invalid catalogue is never left on disk.
 *
 *   npm run catalogue:generate --workspace @stat/api
 *   npm run catalogue:generate --workspace @stat/api -- --titles 100000 --out ../../.tmp/catalogue-100k.json
 */
import { catalogueFileProblems, catalogueFileSchema, type CatalogueFile } from '@stat/contracts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateLargeCatalogue, generateSeedCatalogue } from './seed-catalogue/generate.ts';

export const SEED_CATALOGUE_PATH = join(dirname(fileURLToPath(import.meta.url)), '../seed/catalogue.json');

/** The file's text: pretty for the committed seed (readable diffs), compact for the large one. */
export function catalogueText(catalogue: CatalogueFile, pretty: boolean): string {
  return JSON.stringify(catalogue, null, pretty ? 1 : undefined) + '\n';
}

function main(): void {
  const { values } = parseArgs({ options: { titles: { type: 'string' }, out: { type: 'string' } } });
  const started = performance.now();
  const titles = values.titles === undefined ? null : Number(values.titles);
  if (titles !== null && (!Number.isInteger(titles) || titles <= 0)) throw new Error(`--titles must be a positive integer, not ${values.titles}`);
  if (titles !== null && !values.out) throw new Error('--titles needs --out <file> (the large catalogue is not committed)');
  const catalogue = titles === null ? generateSeedCatalogue() : generateLargeCatalogue(titles);

  const parsed = catalogueFileSchema.safeParse(catalogue);
  if (!parsed.success) {
    console.error(parsed.error.issues.slice(0, 20).map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
    process.exit(1);
  }
  const problems = catalogueFileProblems(parsed.data);
  if (problems.length > 0) {
    console.error(problems.slice(0, 20).join('\n'));
    process.exit(1);
  }

  const out = values.out ? resolve(process.cwd(), values.out) : SEED_CATALOGUE_PATH;
  const text = catalogueText(catalogue, titles === null);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, text);
  const playable = catalogue.titles.length + catalogue.series.reduce((n, s) => n + s.seasons.reduce((m, season) => m + season.episodes.length, 0), 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${out}: ${catalogue.series.length} series, ${playable} titles, ${(text.length / 1e6).toFixed(2)} MB in ${seconds} s`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
