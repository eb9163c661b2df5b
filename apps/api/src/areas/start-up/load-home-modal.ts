import { homeModalResponseSchema, type HomeModalResponse } from '@stat/contracts';
import { readSeedFile } from '../../lib/read-seed-file.ts';

/**
 * Reads the operator-edited home-screen modal (the migration announcement), fills in the public
 * URL and validates it: `{ "modal": null }` switches the announcement off. An invalid file
 * throws a SeedError naming each problem by its path, so the server never starts with it.
 */
export async function loadHomeModal(file: string, publicUrl: string): Promise<HomeModalResponse> {
  return readSeedFile(file, 'home modal file', homeModalResponseSchema, publicUrl);
}
