/**
 * Query keys of viewing restrictions, general to specific. They belong to the signed-in user,
 * so sign-out drops them with the rest of the user's data.
 */
export const parentalControlsKeys = {
  all: ['parental-controls'] as const,
  mine: () => [...parentalControlsKeys.all, 'mine'] as const,
  household: () => [...parentalControlsKeys.all, 'household'] as const,
};
