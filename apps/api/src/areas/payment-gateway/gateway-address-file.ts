import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * Where a running server's embedded gateway can be reached, for `npm run billing:advance`: the
 * embedded PGlite database is one process's, so while the server runs the command asks the
 * gateway (its internal origin, with its private key) rather than opening the database. The file
 * is the server's user's only (0600), as it holds the key; removed at shutdown.
 */
const FILE_NAME = 'payment-gateway.json';

const addressSchema = z.object({ origin: z.url(), apiKey: z.string().min(1), pid: z.number().int() });
export type GatewayAddress = z.infer<typeof addressSchema>;

export async function writeGatewayAddress(dataDir: string, address: GatewayAddress): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await writeFile(join(dataDir, FILE_NAME), JSON.stringify(address), { mode: 0o600 });
}

export async function removeGatewayAddress(dataDir: string): Promise<void> {
  await rm(join(dataDir, FILE_NAME), { force: true });
}

/** The running server's gateway; null when no server wrote one (or what is there is not one). */
export async function readGatewayAddress(dataDir: string): Promise<GatewayAddress | null> {
  const text = await readFile(join(dataDir, FILE_NAME), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    const parsed = addressSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
