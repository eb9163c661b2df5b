import { createContext, useContext } from 'react';

/**
 * The tab index a shelf gives each tile (roving tabindex): 0 for its active tile, -1 for the
 * rest, so Tab enters and leaves the shelf in one step. Outside a shelf every tile is a tab stop.
 */
export const RovingTabIndexContext = createContext<0 | -1>(0);

export function useRovingTabIndex(): 0 | -1 {
  return useContext(RovingTabIndexContext);
}
