import { preload } from 'react-dom';
import { HERO_PICTURE, heroPicture, heroPreloads, imageSrcSet, type TitleImage } from '@stat/contracts';
import styles from './home-hero.module.css';

/**
 * The hero's key art: heroDisplay, or heroMobileDisplay below 768 px (a <picture> source).
 * The first slide is the page's LCP image: preloaded (the server already wrote the same
 * preloads into home's document, routes/web-app.ts), eager, fetched first.
 */
export function HeroArtwork({ images, priority }: { images: readonly TitleImage[]; priority: boolean }) {
  const picture = heroPicture(images);
  if (!picture) return <div className={styles.art} aria-hidden="true" />;
  const { desktop, mobile } = picture;
  if (priority) {
    for (const { href, ...options } of heroPreloads(images)) preload(href, { as: 'image', fetchPriority: 'high', ...options });
  }
  return (
    <picture className={styles.art}>
      {mobile && (
        <source
          media={HERO_PICTURE.mobileMedia}
          srcSet={imageSrcSet(mobile) ?? mobile.url}
          sizes={HERO_PICTURE.sizes}
          width={mobile.width}
          height={mobile.height}
        />
      )}
      <img
        className={styles.image}
        src={desktop.url}
        srcSet={imageSrcSet(desktop)}
        sizes={HERO_PICTURE.sizes}
        width={desktop.width}
        height={desktop.height}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
