import { Presets, SingleBar } from 'cli-progress';
import { makeMedia, type MediaProgress } from './make-media.ts';
import { mediaDirFromEnv } from './media-layout.ts';

/**
 * `npm run media`: makes the sample clips the API serves into MEDIA_DIR (default
 * DATA_DIR/media). Clips already made are skipped. A progress bar on a terminal, one line per
 * clip otherwise (CI logs, `npm start` piped to a file). Exit code 1 on any failure.
 */
async function main(): Promise<void> {
  const started = performance.now();
  const mediaDir = mediaDirFromEnv();
  const bar = process.stdout.isTTY
    ? new SingleBar({ format: 'Media [{bar}] {percentage}% | {value}/{total} s of video | {clips}', hideCursor: true }, Presets.shades_classic)
    : null;
  const rendering = new Set<string>();

  const onProgress = ({ clipId, state, renderedSeconds, totalSeconds }: MediaProgress) => {
    if (state === 'skipped') return;
    if (state === 'started') rendering.add(clipId);
    if (state === 'done') rendering.delete(clipId);
    const clips = [...rendering].join(', ');
    if (bar) {
      if (!bar.isActive) bar.start(totalSeconds, 0, { clips });
      bar.update(Math.floor(renderedSeconds), { clips });
    } else if (state !== 'rendering') {
      console.log(`› ${clipId}: ${state} (${Math.floor(renderedSeconds)}/${totalSeconds} s of video)`);
    }
  };

  try {
    const { index, rendered, skipped } = await makeMedia({ mediaDir, onProgress });
    bar?.stop();
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const what = rendered.length ? `made ${rendered.length}, ${skipped.length} already there` : 'all already there';
    console.log(`Media: ${index.clips.length} clips in ${mediaDir} (${what}) in ${seconds} s.`);
  } finally {
    bar?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`The media pipeline failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
