import { ERROR_CODES, type PlayRef, type TitleId } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import type { ProgressCall } from '../core/progress-reporter.ts';

export type ProgressSubject = { kind: 'title'; titleId: TitleId; refid: PlayRef } | { kind: 'channel'; channel: string };

/**
 * The progress calls (streaming spec section 7, all GET): `title/{word}/title/{id}/at/{sec}`
 * with the play's refid and sequence, `channel/{word}/{id}`, and for the pay-per-view channel
 * `ppv/channel/{word}/at/{sec}`. Fire and forget, and kept alive,
 * so the last one still leaves when the tab closes; a lost call only costs a few seconds of
 * position, never an error in the viewer's face. One answer matters: another device on the
 * account stopped this stream (error.playback.streamStopped), which `onStopped` hears.
 */
export function sendProgress(subject: ProgressSubject, call: ProgressCall, onStopped: (error: ApiError) => void): void {
  const request =
    call.kind === 'title' && subject.kind === 'title'
      ? api.get(`title/${call.event}/title/${subject.titleId}/at/${call.seconds}`, {
          query: { refid: subject.refid, seq: call.seq },
          force: true,
          keepalive: true,
        })
      : subject.kind === 'channel' && call.kind === 'channel'
        ? api.get(subject.channel === 'ppv' ? `ppv/channel/${call.event}/at/${call.seconds}` : `channel/${call.event}/${subject.channel}`, { force: true, keepalive: true })
        : null;
  request?.catch((error: unknown) => {
    if (error instanceof ApiError && error.code === ERROR_CODES.playbackStreamStopped) onStopped(error);
    else console.warn('Progress not sent', error);
  });
}
