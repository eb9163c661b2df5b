import type shakaNamespace from 'shaka-player/dist/shaka-player.dash-es2021.js';

export type Shaka = typeof shakaNamespace;

let loading: Promise<Shaka> | null = null;

/**
 * Shaka Player, DASH build, as a chunk of its own: loaded when play starts or a play button is
 * hovered or focused, never in the first bundle. Polyfills go in once. A failed download is
 * forgotten, so the next play tries again.
 */
export function loadShaka(): Promise<Shaka> {
  loading ??= import('shaka-player/dist/shaka-player.dash-es2021.js').then(
    (module) => {
      const shaka = ((module as { default?: Shaka }).default ?? module) as Shaka;
      shaka.polyfill.installAll();
      return shaka;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
