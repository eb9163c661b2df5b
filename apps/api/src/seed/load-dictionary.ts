import { readFile } from 'node:fs/promises';
import { dictionarySchema, type Dictionary } from '@stat/contracts';

/** Written in the seed file where the server's public origin belongs (provider sign-in URLs). */
export const PUBLIC_URL_PLACEHOLDER = '{{PUBLIC_URL}}';

export class SeedError extends Error {
  override name = 'SeedError';
}

/**
 * Reads the operator-edited dictionary file, fills in the public URL and validates it.
 * An invalid file throws a SeedError naming each problem by its path in the file.
 */
export async function loadDictionary(file: string, publicUrl: string): Promise<Dictionary> {
  let raw: unknown;
  try {
    const text = (await readFile(file, 'utf8')).replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl);
    raw = JSON.parse(text);
  } catch (error) {
    throw new SeedError(`Cannot read the dictionary ${file}: ${(error as Error).message}`);
  }
  const parsed = dictionarySchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new SeedError(`Invalid dictionary ${file}: ${problems.join('; ')}`);
  }
  const ids = new Set<number>();
  for (const mso of parsed.data.msos) {
    // The id names the provider in URLs, logos and pickerList: two of them would be ambiguous.
    if (ids.has(mso.id)) throw new SeedError(`Invalid dictionary ${file}: msos: the provider id ${mso.id} appears more than once`);
    ids.add(mso.id);
  }
  const unknown = parsed.data.pickerList.filter((id) => !ids.has(id));
  if (unknown.length > 0) {
    throw new SeedError(`Invalid dictionary ${file}: pickerList: no provider in msos has the id ${unknown.join(', ')}`);
  }
  return parsed.data;
}
