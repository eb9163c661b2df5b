import type { Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` to index.html for the chunks of the named packages, which
 * the app imports dynamically at start-up (beside the start-up data): the browser fetches them
 * with the entry instead of one round trip after it, and they stay out of the entry chunk.
 */
export function preloadChunks(packages: string[]): Plugin {
  return {
    name: 'stat-preload-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output) =>
            output.type === 'chunk' &&
            !output.isEntry &&
            output.moduleIds.some((id) => packages.some((pkg) => id.includes(`/node_modules/${pkg}/`))),
        );
        return chunks.map((chunk) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
