import { spawn } from 'node:child_process';

export const FFMPEG = process.env.FFMPEG_PATH || 'ffmpeg';

export class FfmpegError extends Error {}

/**
 * Runs ffmpeg in `cwd`, reporting the seconds of output written so far (from `-progress`).
 * Rejects with the tail of ffmpeg's own error output, which names the failing filter or option.
 */
export function runFfmpeg(args: readonly string[], cwd: string, onSeconds?: (seconds: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(FFMPEG, ['-hide_banner', '-nostdin', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1', '-y', ...args], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let errors = '';
    let pending = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      errors = (errors + chunk).slice(-4000);
    });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // out_time_us is microseconds despite older builds' name out_time_ms holding the same.
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match) onSeconds?.(Number(match[1]) / 1e6);
      }
    });
    child.on('error', (error) => reject(new FfmpegError(`Could not start ${FFMPEG}: ${error.message}. Install ffmpeg (scripts/ensure-deps.sh does).`)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new FfmpegError(`ffmpeg failed (${signal ?? `exit ${code}`}): ${errors.trim() || 'no message'}`));
    });
  });
}
