import { readFile } from 'node:fs/promises';
import { catalogueFileSchema, type CatalogueFile } from '@stat/contracts';

export class CatalogueFileError extends Error {
  override name = 'CatalogueFileError';
  constructor(
    message: string,
    /** Each problem names the bad record by its path in the file. */
    readonly problems: readonly string[] = [],
  ) {
    super(message);
  }
}

/** Names a schema issue's record: `titles[12] (id 4031).name: Too small`. */
function describeIssue(raw: unknown, path: readonly PropertyKey[], message: string): string {
  let where = '';
  let node: unknown = raw;
  for (const key of path) {
    node = typeof node === 'object' && node !== null ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    where += typeof key === 'number' ? `[${key}]` : `${where ? '.' : ''}${String(key)}`;
    const id = typeof node === 'object' && node !== null ? (node as { id?: unknown }).id : undefined;
    if (typeof key === 'number' && typeof id === 'number') where += ` (id ${id})`;
  }
  return `${where || '(root)'}: ${message}`;
}

/**
 * Reads and validates a catalogue file against the contracts' schema. Any problem throws a
 * CatalogueFileError listing every bad record, so an operator can fix them all at once.
 */
export async function readCatalogueFile(path: string, extraChecks: (file: CatalogueFile) => string[] = () => []): Promise<CatalogueFile> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new CatalogueFileError(`Cannot read the catalogue file ${path}: ${(error as Error).message}`);
  }
  const parsed = catalogueFileSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => describeIssue(raw, issue.path, issue.message));
    throw new CatalogueFileError(`The catalogue file ${path} is not valid (${problems.length} problems)`, problems);
  }
  const problems = extraChecks(parsed.data);
  if (problems.length > 0) throw new CatalogueFileError(`The catalogue file ${path} is not coherent (${problems.length} problems)`, problems);
  return parsed.data;
}
