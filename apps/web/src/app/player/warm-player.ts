import type { ComponentType } from 'react';
import { isMobileDevice } from '../../lib/device.ts';
import type { ResolvedPageProps } from '../../lib/routes.ts';
import { loadPage } from '../route-pages.ts';

/** The desktop player's chunk (the global player), one import for the route and the warm-up. */
export const loadGlobalPlayer = () => import('./global-player.tsx');

/** The global player as the page of a play route on desktop, which hands it the route's params. */
export const loadGlobalPlayerPage = () => loadGlobalPlayer().then((module) => module.GlobalPlayer as ComponentType<ResolvedPageProps>);

/**
 * Fetches what a play needs before the click: the player's code for this device, and Shaka
 * Player with its polyfills. A failure here is only a cold start later.
 */
export function warmPlayer(): void {
  const player = isMobileDevice() ? loadPage('play') : loadGlobalPlayer();
  const shaka = import('../../features/player/engine/load-shaka.ts').then((module) => module.loadShaka());
  Promise.all([player, shaka]).catch((error: unknown) => console.warn('Player warm-up failed', error));
}
