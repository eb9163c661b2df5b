import type { PpvPhase } from './ppv-schemas.ts';

/**
 * Where the pay-per-view channel and its replay play (issue 25 section 4; docs/decisions.md,
 * "Pay-per-view channel"): the channel "from the live phase to the cooldown" (until the
 * cooldown starts), the replay "from the post phase until the sunset". One rule for the API's
 * start-play and licences and the web's watch section.
 */
export const PPV_CHANNEL_PHASES: readonly PpvPhase[] = ['live', 'post', 'postpress'];
export const PPV_REPLAY_PHASES: readonly PpvPhase[] = ['post', 'postpress', 'cooldown'];
