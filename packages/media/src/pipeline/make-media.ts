import { availableParallelism } from 'node:os';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { resolveClipRecipes, SEGMENT_SECONDS, type ClipRecipe } from './clip-recipe.ts';
import { readFinishedClip } from './clip-stamp.ts';
import { DEFAULT_CLIPS } from './default-clips.ts';
import { clipDir, CLIPS_FOLDER, WORK_FOLDER_PREFIX } from './media-layout.ts';
import { MEDIA_INDEX_FILE, mediaIndexSchema, type ClipId, type MediaClip, type MediaIndex } from './media-index.ts';
import { clipHash } from './clip-plan.ts';

export interface MediaProgress {
  clipId: ClipId;
  /** skipped: already made from the same recipe; rendering: some seconds of it encoded. */
  state: 'skipped' | 'started' | 'rendering' | 'done';
  /** Seconds encoded so far in this run, over all clips it renders, and their total. */
  renderedSeconds: number;
  totalSeconds: number;
}

export interface MakeMediaOptions {
  mediaDir: string;
  /** The clips to make; the default set when absent. */
  clips?: readonly ClipRecipe[];
  /** Clips rendered at once; the number of cores when absent. */
  concurrency?: number;
  onProgress?: (progress: MediaProgress) => void;
}

export interface MakeMediaResult {
  index: MediaIndex;
  rendered: ClipId[];
  skipped: ClipId[];
}

/**
 * Makes every clip that is missing, unfinished or from another recipe, then writes media.json.
 * Clips already made are skipped, so a run with nothing to do only reads their stamps.
 */
export async function makeMedia({ mediaDir, clips = DEFAULT_CLIPS, concurrency, onProgress }: MakeMediaOptions): Promise<MakeMediaResult> {
  const recipes = resolveClipRecipes(clips);
  await mkdir(join(mediaDir, CLIPS_FOLDER), { recursive: true });
  await pruneClipsFolder(mediaDir, new Set(recipes.map((clip) => clip.id)));

  const entries = new Map<ClipId, MediaClip>();
  const skipped: ClipId[] = [];
  const todo = [];
  for (const clip of recipes) {
    const finished = await readFinishedClip(clipDir(mediaDir, clip.id), clipHash(clip));
    if (finished) {
      entries.set(clip.id, finished);
      skipped.push(clip.id);
    } else todo.push(clip);
  }

  const totalSeconds = todo.reduce((sum, clip) => sum + clip.seconds, 0);
  const encoded = new Map<ClipId, number>();
  const report = (clipId: ClipId, state: MediaProgress['state']) => {
    const renderedSeconds = [...encoded.values()].reduce((sum, seconds) => sum + seconds, 0);
    onProgress?.({ clipId, state, renderedSeconds, totalSeconds });
  };
  for (const clipId of skipped) report(clipId, 'skipped');

  if (todo.length > 0) {
    // Loaded only with work to do: a run that only checks stamps starts faster without mp4box.
    const { renderClip } = await import('./render-clip.ts');
    const queue = [...todo];
    const worker = async () => {
      for (let clip = queue.shift(); clip; clip = queue.shift()) {
        const { id, seconds } = clip;
        report(id, 'started');
        const entry = await renderClip(clip, mediaDir, (done) => {
          encoded.set(id, Math.min(done, seconds));
          report(id, 'rendering');
        });
        encoded.set(id, seconds);
        entries.set(id, entry);
        report(id, 'done');
      }
    };
    const workers = Math.max(1, Math.min(concurrency ?? availableParallelism(), todo.length));
    await Promise.all(Array.from({ length: workers }, worker));
  }

  const index = mediaIndexSchema.parse({
    segmentDuration: SEGMENT_SECONDS,
    clips: recipes.map((clip) => entries.get(clip.id)),
  });
  await writeIfChanged(join(mediaDir, MEDIA_INDEX_FILE), JSON.stringify(index, null, 2) + '\n');
  return { index, rendered: todo.map((clip) => clip.id), skipped };
}

/** Removes clips no longer in the set and work folders of runs that died (not of one still running). */
async function pruneClipsFolder(mediaDir: string, keep: ReadonlySet<string>): Promise<void> {
  const clipsDir = join(mediaDir, CLIPS_FOLDER);
  for (const name of await readdir(clipsDir)) {
    const pid = name.startsWith(WORK_FOLDER_PREFIX) ? Number(name.slice(WORK_FOLDER_PREFIX.length).split('-')[0]) : null;
    const stale = pid === null ? !keep.has(name) : !isRunning(pid);
    if (stale) await rm(join(clipsDir, name), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists and belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Leaves media.json untouched when nothing changed (the API may watch or cache it), else replaces it whole. */
async function writeIfChanged(path: string, text: string): Promise<void> {
  const current = await readFile(path, 'utf8').catch(() => null);
  if (current === text) return;
  await writeFile(`${path}.tmp-${process.pid}`, text);
  await rename(`${path}.tmp-${process.pid}`, path);
}
