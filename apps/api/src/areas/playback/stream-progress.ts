import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES, apiErrorResponseSchema, ERROR_CODES } from '@stat/contracts';
import { sendApiError } from '../../plugins/api-error.ts';

/** The progress calls' answer when another device stopped this session's stream. */
export const streamStoppedResponse = {
  409: apiErrorResponseSchema.describe('This session’s stream was stopped from another device on the account: error.playback.streamStopped (the player stops)'),
} as const;

/**
 * What a progress call of the session does to its stream (active-streams-repository.ts): endplay
 * frees its place, the other words renew it. When another device stopped it, the call is
 * answered 409 error.playback.streamStopped (what was played is recorded first) and the player
 * stops; true then, as the reply is sent.
 */
export async function streamHeard(request: FastifyRequest, reply: FastifyReply, event: string): Promise<boolean> {
  const session = request.session;
  if (!session) return false;
  const { activeStreams, playback } = request.server;
  if (event === 'endplay') {
    await activeStreams.end(session.id);
    return false;
  }
  if ((await activeStreams.touch(session.id, new Date(playback.now()))) !== 'stopped') return false;
  await sendApiError(reply, 409, { code: ERROR_CODES.playbackStreamStopped, body: API_MESSAGES.playbackStreamStopped });
  return true;
}
