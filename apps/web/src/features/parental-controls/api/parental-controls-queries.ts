/** Query keys of the viewing restrictions, general to specific. */
export const parentalControlsKeys = {
  all: ['parentalControls'] as const,
  household: () => [...parentalControlsKeys.all, 'household'] as const,
};
