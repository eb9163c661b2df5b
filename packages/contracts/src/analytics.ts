

export const CLIENT_INTERACTION_ACTION_TYPES = ['pageView', 'click', 'player', 'purchase'] as const;
