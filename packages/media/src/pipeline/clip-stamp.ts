import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { z } from 'zod';
import { clipFiles } from './media-layout.ts';
import { mediaClipSchema, type MediaClip } from './media-index.ts';

/**
 * Bump when the output changes in a way the recipe and the ffmpeg command do not show (the
 * tone generator, the captions writer, the layout): every clip is then made again.
 */
export const PIPELINE_VERSION = 1;

const stampSchema = z.object({
  version: z.number(),
  recipeHash: z.string(),
  /** Every file of the clip with its size: a clip missing or short of one is made again. */
  files: z.record(z.string(), z.number().int().nonnegative()),
  clip: mediaClipSchema,
});

/** Hash of everything that decides a clip's bytes: its recipe and the commands that render it. */
export function recipeHash(recipe: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify({ version: PIPELINE_VERSION, recipe }))
    .digest('hex');
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** Records what `clipDir` holds, last, so a stamp only exists beside a finished clip. */
export async function writeStamp(clipDir: string, hash: string, clip: MediaClip): Promise<void> {
  const files: Record<string, number> = {};
  for (const name of await filesUnder(clipDir)) files[name] = (await stat(join(clipDir, name))).size;
  const stamp: z.infer<typeof stampSchema> = { version: PIPELINE_VERSION, recipeHash: hash, files, clip };
  await writeFile(join(clipDir, clipFiles.stamp), JSON.stringify(stamp, null, 2) + '\n');
}

/**
 * The clip's index entry when `clipDir` holds a finished clip of this recipe and pipeline
 * version, with every file present at its recorded size; otherwise null (make it again).
 */
export async function readFinishedClip(clipDir: string, hash: string): Promise<MediaClip | null> {
  let stamp: z.infer<typeof stampSchema>;
  try {
    stamp = stampSchema.parse(JSON.parse(await readFile(join(clipDir, clipFiles.stamp), 'utf8')));
  } catch {
    return null;
  }
  if (stamp.version !== PIPELINE_VERSION || stamp.recipeHash !== hash) return null;
  const present = await Promise.all(
    Object.entries(stamp.files).map(([name, size]) =>
      stat(join(clipDir, name)).then(
        (info) => info.size === size,
        () => false,
      ),
    ),
  );
  return present.every(Boolean) ? stamp.clip : null;
}
