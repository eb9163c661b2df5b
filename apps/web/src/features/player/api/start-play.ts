import { ERROR_CODES, type DrmFormat, type StartPlay } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import type { PlayTarget } from '../play-target.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** `title/startplay/title/{id}/format/{fmt}`, `channel/startplay/{id}/format/{fmt}`, or the pay-per-view channel's own call. */
function startPlayPath(target: PlayTarget, format: DrmFormat): string {
  if (target.kind === 'title') return `title/startplay/title/${target.titleId}/format/${format}`;
  return target.channel === 'ppv' ? `ppv/channel/startplay/format/${format}/at/0` : `channel/startplay/${target.channel}/format/${format}`;
}

// Formats this server said it does not serve, so later plays in this tab go straight past them.
const unsupported = new Set<DrmFormat>();

/**
 * Start-play in the first format, of those the browser can play, that the server serves: a
 * production server has Widevine and FairPlay behind it, the embedded default only ClearKey
 * (docs/decisions.md, "Media and DRM"). Any other refusal is the viewer's answer.
 */
export async function startPlay(target: PlayTarget, formats: readonly DrmFormat[]): Promise<StartPlay & { format: DrmFormat }> {
  const candidates = formats.filter((format) => !unsupported.has(format));
  for (const [index, format] of candidates.entries()) {
    try {
      return { ...await parseAnswer(
        api.get(startPlayPath(target, format), { force: true }),
        import('@stat/contracts/playback-schemas'),
        (s) => s.startPlaySchema,
      ), format };
    } catch (error) {
      const last = index === candidates.length - 1;
      if (last || !(error instanceof ApiError) || error.code !== ERROR_CODES.drmFormatUnsupported) throw error;
      unsupported.add(format);
    }
  }
  throw new Error('No DRM format to ask for');
}
