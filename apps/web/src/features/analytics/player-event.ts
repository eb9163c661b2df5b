import { APP_VERSION } from '@stat/contracts';
import type { AppVariant, ClientInteraction, PlayerAction, RouteName, VisitorState } from '@stat/contracts';
import { USER_STATES } from './page-view.ts';

export interface PlayerEventInput {
  action: PlayerAction;
  routeName: RouteName;
  /** The title played; a live channel has none. */
  contentId: number | null;
  visitor: VisitorState;
  variant: AppVariant;
  deviceId: string;
  now: number;
}

/** A player action's payload of POST client-interaction (streaming spec section 7). */
export function playerEventPayload({ action, routeName, contentId, visitor, variant, deviceId, now }: PlayerEventInput): ClientInteraction {
  return {
    action,
    actionType: 'player',
    meta: { pageName: routeName, eventHappenedAtMillis: now, ...(contentId === null ? {} : { contentId }) },
    app: { variant, version: APP_VERSION, deviceId },
    user: { state: USER_STATES[visitor] },
  };
}
