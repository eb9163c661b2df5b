import type { FastifyInstance } from 'fastify';
import { heroPreloads, itemImages } from '@stat/contracts';
import { CATALOGUE_ANSWER_TTL_MS } from '../catalogue/catalogue-answer-cache.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';

/**
 * The `<link rel="preload">` tags of home's first hero image (the first promoted item, which
 * the hero and the phones' app offer both open on), for home's document: the browser starts
 * on home's LCP image while the app's code and the promoted call are still on their way
 * (Lighthouse: 1.3 s of its 3.2 s LCP on a slow phone was that wait). The same preloads the
 * app asks React for (heroPreloads), so nothing is fetched twice. Built at most once a minute.
 */
export function createHomeHeroPreload(app: FastifyInstance): () => Promise<string> {
  const cache = createTtlCache<'tags', string>({ ttlMs: CATALOGUE_ANSWER_TTL_MS, maxEntries: 1 }, Date.now);
  const build = async () => {
    const [first] = await app.catalogueRepository.promoted();
    if (!first) return '';
    return heroPreloads(itemImages(first))
      .map(({ href, imageSrcSet, imageSizes, media }) =>
        [
          `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}"`,
          imageSrcSet ? ` imagesrcset="${escapeHtml(imageSrcSet)}" imagesizes="${escapeHtml(imageSizes)}"` : '',
          media ? ` media="${escapeHtml(media)}"` : '',
          '>',
        ].join(''),
      )
      .join('');
  };
  return async () => {
    try {
      return await cache.get('tags', build, (tags) => tags !== '');
    } catch (error) {
      // Only a head start: the app preloads the image itself once it has the promoted items.
      app.log.error({ err: error }, 'home hero preload not written');
      return '';
    }
  };
}
