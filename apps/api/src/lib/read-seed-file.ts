import { readFile } from 'node:fs/promises';
import type { z } from 'zod';

/** Written in a seed file where the server's public origin belongs (provider sign-in URLs). */
export const PUBLIC_URL_PLACEHOLDER = '{{PUBLIC_URL}}';

/** An operator-edited file the server cannot start with; its message names the problem. */
export class SeedError extends Error {
  override name = 'SeedError';
}

/**
 * Reads an operator-edited JSON file, fills in the public URL where the file has its
 * placeholder, and validates it. A problem throws a SeedError: "Cannot read the {what} {file}"
 * or "Invalid {what} {file}: " and each problem by its path in the file.
 */
export async function readSeedFile<Schema extends z.ZodType>(
  file: string,
  what: string,
  schema: Schema,
  publicUrl?: string,
): Promise<z.output<Schema>> {
  let raw: unknown;
  try {
    const text = await readFile(file, 'utf8');
    raw = JSON.parse(publicUrl === undefined ? text : text.replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl));
  } catch (error) {
    throw new SeedError(`Cannot read the ${what} ${file}: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new SeedError(`Invalid ${what} ${file}: ${problems.join('; ')}`);
  }
  return parsed.data;
}
