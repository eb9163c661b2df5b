import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';

/**
 * A file in DATA_DIR where a running server says how an operator's command reaches it: the
 * embedded PGlite database is one process's, so while the server runs a command asks the server
 * rather than opening the database. The file is the server's user's only (0600), as it holds a
 * key; the server removes it at shutdown, and a command that finds nobody listening at the
 * address falls back to the database.
 */
export function addressFile<Schema extends z.ZodType>(fileName: string, schema: Schema) {
  const path = (dataDir: string) => join(dataDir, fileName);
  return {
    async write(dataDir: string, address: z.infer<Schema>): Promise<void> {
      await mkdir(dataDir, { recursive: true });
      await writeFile(path(dataDir), JSON.stringify(address), { mode: 0o600 });
    },
    async remove(dataDir: string): Promise<void> {
      await rm(path(dataDir), { force: true });
    },
    /** The running server's address; null when no server wrote one (or what is there is not one). */
    async read(dataDir: string): Promise<z.infer<Schema> | null> {
      const text = await readFile(path(dataDir), 'utf8').catch(() => null);
      if (text === null) return null;
      try {
        const parsed = schema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}
