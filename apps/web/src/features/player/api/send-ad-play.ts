import type { AdPlayEvent, PlayRef } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';

/**
 * The pre-roll's calls (streaming spec section 7): `adplay/preroll/start`, then
 * `adplay/preroll/{end|pause|resume}/at/{s}`, each with the creative. Fire and forget, like
 * the progress calls.
 */
export function sendAdPlay(event: AdPlayEvent, seconds: number, body: { creativeId: string; refid: PlayRef }): void {
  const path = event === 'start' ? 'adplay/preroll/start' : `adplay/preroll/${event}/at/${Math.max(0, Math.floor(seconds))}`;
  api.post(path, body, { force: true, keepalive: true }).catch((error: unknown) => console.warn('Ad play not sent', error));
}
