import { MIGRATION_HERO_WIDTH, MIGRATION_MOBILE_WIDTH } from './home-modal.ts';
import type { HomeScreenModal } from './home-modal-schemas.ts';

/** What works on home-modal's parsed types (it follows the schemas, so the arrows run one way). */

/** The hero and mobile-hero images of a modal: the web ones at the spec's two widths. */
export function migrationImages(images: HomeScreenModal['images']): { hero?: string; mobile?: string } {
  const web = images.filter((image) => image.url.includes('web'));
  return {
    hero: web.find((image) => image.width === MIGRATION_HERO_WIDTH)?.url,
    mobile: web.find((image) => image.width === MIGRATION_MOBILE_WIDTH)?.url,
  };
}
