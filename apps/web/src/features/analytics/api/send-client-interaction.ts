import type { ClientInteraction } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';

/**
 * POST client-interaction, fire and forget: analytics never blocks or interrupts the viewer,
 * so a failure is only logged (no error modal, no retry).
 */
export function sendClientInteraction(event: ClientInteraction): void {
  api.post('client-interaction', event).catch((error: unknown) => {
    console.warn('Analytics event not sent', error);
  });
}
