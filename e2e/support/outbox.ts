import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { AppVariant } from '@stat/contracts';
import { dataDirEnv } from './ports.ts';

/** The variant's server outbox: the embedded mailer writes each message there as an .eml file. */
function outboxDir(variant: AppVariant): string {
  const dataDir = process.env[dataDirEnv(variant)];
  if (!dataDir) throw new Error(`${dataDirEnv(variant)} is not set: run through global setup`);
  return join(dataDir, 'outbox');
}

/** Every message to `email` in the variant's outbox, oldest first. */
export function messagesTo(variant: AppVariant, email: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir(variant)).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  // Names start with the time they were written: sorted, the newest is last.
  return files
    .sort()
    .map((file) => readFileSync(join(outboxDir(variant), file), 'utf8'))
    .filter((message) => new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(message));
}

/**
 * The first link in the newest message to `email` with a path of `path`, waited for: the
 * server writes the message as the request that sends it answers.
 */
export async function linkInMail(variant: AppVariant, email: string, path: string): Promise<URL> {
  const find = () => {
    const message = messagesTo(variant, email).at(-1);
    // Quoted-printable may fold long lines with "=\n"; unfolded, the link is whole.
    const text = message?.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = text ? new RegExp(`https?://[^\\s"<>]*${path}[^\\s"<>]*`).exec(text) : null;
    return match ? match[0] : null;
  };
  await expect.poll(find, { message: `a message to ${email} with a ${path} link` }).not.toBeNull();
  return new URL(find()!);
}
