import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** RFC 3394's default initial value: unwrapping checks it, so a wrong KEK is refused, never misread. */
const KEY_WRAP_IV = Buffer.from('A6A6A6A6A6A6A6A6', 'hex');
export const KEK_BYTES = 32;

/** A content key wrapped with the key-encryption key (AES-256 key wrap). */
export function wrapContentKey(kek: Buffer, key: Buffer): Buffer {
  const cipher = createCipheriv('id-aes256-wrap', kek, KEY_WRAP_IV);
  return Buffer.concat([cipher.update(key), cipher.final()]);
}

/** The content key inside `wrapped`; throws when the KEK is not the one it was wrapped with. */
export function unwrapContentKey(kek: Buffer, wrapped: Buffer): Buffer {
  const decipher = createDecipheriv('id-aes256-wrap', kek, KEY_WRAP_IV);
  return Buffer.concat([decipher.update(wrapped), decipher.final()]);
}

/**
 * The embedded default's KEK when CONTENT_KEK is not configured: a random key in a file of its
 * own (mode 0600) beside the data, made on first start. Production sets CONTENT_KEK from its
 * secret store instead (docs/operations.md).
 */
export async function readOrCreateKekFile(path: string): Promise<Buffer> {
  try {
    const kek = Buffer.from((await readFile(path, 'utf8')).trim(), 'hex');
    if (kek.length !== KEK_BYTES) throw new Error(`${path} does not hold a ${KEK_BYTES}-byte key in hex`);
    return kek;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const kek = randomBytes(KEK_BYTES);
  await mkdir(dirname(path), { recursive: true });
  // 'wx': if another instance made the file first, this fails and we read theirs.
  try {
    await writeFile(path, `${kek.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    return kek;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readOrCreateKekFile(path);
  }
}
