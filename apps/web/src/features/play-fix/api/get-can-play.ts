import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CanPlay, ChannelId, PlayFix, TitleId } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** What a page asks can-play about: a title (movie, fight, episode, the pay-per-view replay) or a live channel. */
export type PlayableThing = { kind: 'title'; id: TitleId } | { kind: 'channel'; id: ChannelId };

/** Can-play's answer as a page reads it: may play (with a notice, maybe), or the refusal with its fix. */
export type Playability = { canPlay: true; notice: PlayFix | null } | { canPlay: false; body: string; code: string; fix: PlayFix | null };

/** Personal answers (who asks decides): dropped with the user's data when the viewer changes (app/session/entitlement.ts). */
export const playFixKeys = {
  all: ['can-play'] as const,
  of: (thing: PlayableThing) => [...playFixKeys.all, thing.kind, thing.id] as const,
};

const canPlayPath = (thing: PlayableThing) => (thing.kind === 'title' ? `title/canplay/title/${thing.id}` : `channel/canplay/${thing.id}`);

/** GET title/canplay/title/{id} or channel/canplay/{id}: a refusal (401, 403) is an answer here, not a failure. */
async function getPlayability(thing: PlayableThing): Promise<Playability> {
  try {
    const answer: CanPlay = await parseAnswer(api.get(canPlayPath(thing), { force: true }), import('@stat/contracts/playback-schemas'), (s) => s.canPlaySchema);
    return { canPlay: true, notice: answer.notice ?? null };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return { canPlay: false, body: error.body, code: error.code, fix: error.fix ?? null };
    throw error;
  }
}

export const playabilityQuery = (thing: PlayableThing) => queryOptions({ queryKey: playFixKeys.of(thing), queryFn: () => getPlayability(thing) });

/** Whether this viewer may play `thing` now, as the server decides; undefined while asking, or when asking failed (the page stays as it was). */
export function usePlayability(thing: PlayableThing): Playability | undefined {
  return useQuery(playabilityQuery(thing)).data;
}
