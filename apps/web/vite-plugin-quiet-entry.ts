import type { Plugin } from 'vite';

/**
 * Keeps the built index.html's own tags from competing with the preloader's paint: the entry
 * script and its module preloads are fetched at low priority, and the app stylesheets load as
 * `media="print"` (not render-blocking) with `data-app-style`; start-up switches them on and
 * waits for them before the first render (features/startup/app-styles.ts).
 */
export function quietEntry(): Plugin {
  return {
    name: 'stat-quiet-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
          .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin')
          .replace(/<link rel="stylesheet" crossorigin/g, '<link rel="stylesheet" media="print" data-app-style crossorigin'),
    },
  };
}
