import { dictionarySchema, type Dictionary } from '@stat/contracts';
import { readSeedFile, SeedError } from '../../lib/read-seed-file.ts';

/**
 * Reads the operator-edited dictionary file, fills in the public URL and validates it.
 * An invalid file throws a SeedError naming each problem by its path in the file.
 */
export async function loadDictionary(file: string, publicUrl: string): Promise<Dictionary> {
  const dictionary = await readSeedFile(file, 'dictionary', dictionarySchema, publicUrl);
  const ids = new Set<number>();
  for (const mso of dictionary.msos) {
    // The id names the provider in URLs, logos and pickerList: two of them would be ambiguous.
    if (ids.has(mso.id)) throw new SeedError(`Invalid dictionary ${file}: msos: the provider id ${mso.id} appears more than once`);
    ids.add(mso.id);
  }
  const unknown = dictionary.pickerList.filter((id) => !ids.has(id));
  if (unknown.length > 0) {
    throw new SeedError(`Invalid dictionary ${file}: pickerList: no provider in msos has the id ${unknown.join(', ')}`);
  }
  return dictionary;
}
