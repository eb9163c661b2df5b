import type { FastifyInstance } from 'fastify';
import { API_MESSAGES, ERROR_CODES } from '@stat/contracts';
import { TEST_CLIP_KEY_CHANNEL, type ContentKey } from './content-keys-repository.ts';
import type { LicensedContent } from './licence-token.ts';
import { playableProgram, playableTitle, playRefusal, type PlayingViewer, type PlayRefusal } from './play-refusal.ts';
import { isPpvReplay, ppvChannelRefusal, ppvRefusal } from './ppv-access.ts';

const wrongContent: PlayRefusal = { status: 403, error: { code: ERROR_CODES.licenceWrongContent, body: API_MESSAGES.licenceWrongContent } };
const notAvailable: PlayRefusal = { status: 403, error: { code: ERROR_CODES.playbackNotAvailable, body: API_MESSAGES.playbackNotAvailable } };

/**
 * The content's playability now (entitlement and rating limits, checked again at licence time:
 * both may have changed since start-play), or the refusal. For a channel, `titleIds` are the
 * programs whose keys are asked for; each must be in the channel's live window.
 */
export async function contentRefusal(
  app: FastifyInstance,
  viewer: PlayingViewer,
  content: LicensedContent,
  titleIds: readonly number[] | null,
): Promise<PlayRefusal | null> {
  // The test clip is for anyone: its window is checked when its token is handed out (ppv-test-stream-routes.ts).
  if (content.kind === 'ppvTest') return null;
  if (content.kind === 'title') {
    const title = await app.playback.titleById(content.titleId);
    if (!title) return notAvailable;
    return isPpvReplay(app, title.id) ? ppvRefusal(app, viewer, 'replay', title.titleRating) : playRefusal(viewer, playableTitle(title));
  }
  const now = app.playback.now();
  // The pay-per-view channel: the buyer and the window again (a refund or the window's end
  // refuses whatever token the player holds), then the keys must be of its live window.
  const ppvRefused = content.channel === 'ppv' ? await ppvChannelRefusal(app, viewer) : null;
  if (ppvRefused) return ppvRefused;
  if (titleIds === null) {
    if (content.channel === 'ppv') return null;
    const onNow = await app.playback.channels.playingAt(content.channel, now);
    return onNow ? playRefusal(viewer, playableProgram(onNow)) : notAvailable;
  }
  const window = await app.playback.channels.liveWindow(content.channel, now);
  for (const id of titleIds) {
    const program = window.find((candidate) => candidate.titleId === id);
    if (!program) return wrongContent;
    const refusal = content.channel === 'ppv' ? null : playRefusal(viewer, playableProgram(program));
    if (refusal) return refusal;
  }
  return null;
}

/**
 * The keys a ClearKey licence may carry for this token's content: every KID asked for must be
 * a key of that content (a title's own key, the channel's key of a program in its live
 * window, or the test clip's key), and the viewer must be allowed to play it now.
 */
export async function licensedKeys(
  app: FastifyInstance,
  viewer: PlayingViewer,
  content: LicensedContent,
  kids: readonly Buffer[],
): Promise<{ keys: ContentKey[] } | { refusal: PlayRefusal }> {
  const keys = await app.contentKeysRepository.keysByKid(kids);
  const opens = (key: ContentKey) => {
    if (content.kind === 'ppvTest') return key.channel === TEST_CLIP_KEY_CHANNEL;
    return content.kind === 'title' ? key.channel === null && key.titleId === content.titleId : key.channel === content.channel;
  };
  if (keys.length !== new Set(kids.map((kid) => kid.toString('hex'))).size || !keys.every(opens)) return { refusal: wrongContent };
  const refusal = await contentRefusal(app, viewer, content, content.kind === 'channel' ? keys.map((key) => key.titleId) : null);
  return refusal ? { refusal } : { keys };
}
