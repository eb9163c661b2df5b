import { preload } from 'react-dom';
import type { TitleImage } from '@stat/contracts';
import { pickImage, srcSetOf } from '../../components/catalogue/artwork.tsx';
import styles from './home-hero.module.css';

/** Below this width the hero shows its portrait image (heroMobileDisplay). */
const MOBILE_MEDIA = '(max-width: 767px)';
const DESKTOP_MEDIA = '(min-width: 768px)';

/** Asks for the hero's image ahead of the <img>, for the one breakpoint that matches. */
function preloadHero(desktop: TitleImage, mobile: TitleImage | undefined): void {
  const desktopSet = srcSetOf(desktop);
  preload(desktop.url, { as: 'image', fetchPriority: 'high', imageSrcSet: desktopSet, imageSizes: '100vw', media: mobile ? DESKTOP_MEDIA : undefined });
  if (mobile) preload(mobile.url, { as: 'image', fetchPriority: 'high', imageSrcSet: srcSetOf(mobile), imageSizes: '100vw', media: MOBILE_MEDIA });
}

/**
 * The hero's key art: heroDisplay, or heroMobileDisplay below 768 px (a <picture> source).
 * The first slide is the page's LCP image: preloaded, eager, fetched first.
 */
export function HeroArtwork({ images, priority }: { images: readonly TitleImage[]; priority: boolean }) {
  const desktop = pickImage(images, 'heroDisplay');
  const mobile = images.find((image) => image.type === 'heroMobileDisplay');
  if (!desktop) return <div className={styles.art} aria-hidden="true" />;
  if (priority) preloadHero(desktop, mobile);
  return (
    <picture className={styles.art}>
      {mobile && (
        <source media={MOBILE_MEDIA} srcSet={srcSetOf(mobile) ?? mobile.url} sizes="100vw" width={mobile.width} height={mobile.height} />
      )}
      <img
        className={styles.image}
        src={desktop.url}
        srcSet={srcSetOf(desktop)}
        sizes="100vw"
        width={desktop.width}
        height={desktop.height}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
