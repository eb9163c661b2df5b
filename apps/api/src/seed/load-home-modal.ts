import { readFile } from 'node:fs/promises';
import { homeModalResponseSchema, type HomeModalResponse } from '@stat/contracts';
import { PUBLIC_URL_PLACEHOLDER, SeedError } from './load-dictionary.ts';

/**
 * Reads the operator-edited home-screen modal (the migration announcement), fills in the public
 * URL and validates it: `{ "modal": null }` switches the announcement off. An invalid file
 * throws a SeedError naming each problem by its path, so the server never starts with it.
 */
export async function loadHomeModal(file: string, publicUrl: string): Promise<HomeModalResponse> {
  let raw: unknown;
  try {
    raw = JSON.parse((await readFile(file, 'utf8')).replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl));
  } catch (error) {
    throw new SeedError(`Cannot read the home modal file ${file}: ${(error as Error).message}`);
  }
  const parsed = homeModalResponseSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new SeedError(`Invalid home modal file ${file}: ${problems.join('; ')}`);
  }
  return parsed.data;
}
