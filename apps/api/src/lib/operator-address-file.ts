import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { addressFile } from './address-file.ts';

/**
 * Where a running server takes an operator's commands (`npm run newsletter`): its own loopback
 * origin and the key it made at start, in DATA_DIR (lib/address-file.ts). The key is new at every
 * start and lives only in the server's memory and this 0600 file.
 */
const operatorAddressSchema = z.object({ origin: z.url(), key: z.string().min(32), pid: z.number().int() });
export type OperatorAddress = z.infer<typeof operatorAddressSchema>;

export const operatorAddressFile = addressFile('operator.json', operatorAddressSchema);

/** The operator's header on every command sent to the running server. */
export const operatorAuthorization = (key: string) => `Bearer ${key}`;

// Compared as digests, so the comparison takes the same time whatever the length sent.
const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether a request's Authorization header carries the running server's operator key (in constant time). */
export function operatorAuthorizationCheck(key: string): (authorization: string | undefined) => boolean {
  const expected = digest(operatorAuthorization(key));
  return (authorization) => timingSafeEqual(digest(authorization ?? ''), expected);
}

/**
 * An operator's command posted to the server running on DATA_DIR (`npm run status`), with the
 * key it wrote there, its answer parsed by `schema`. Null when no server answers there (no file,
 * or one left by a server that did not stop cleanly); a refusal throws with the server's answer.
 */
export async function postOperatorCommand<Schema extends z.ZodType>(dataDir: string, path: string, body: unknown, schema: Schema): Promise<z.infer<Schema> | null> {
  const address = await operatorAddressFile.read(dataDir);
  if (!address) return null;
  let response: Response;
  try {
    response = await fetch(`${address.origin}${path}`, {
      method: 'POST',
      headers: { authorization: operatorAuthorization(address.key), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return null;
  }
  const text = await response.text();
  if (!response.ok) throw new Error(`The server refused the command (HTTP ${response.status}): ${text}`);
  return schema.parse(JSON.parse(text));
}
