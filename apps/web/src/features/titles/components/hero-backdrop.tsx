import { imageSrcSet, type TitleImage } from '@stat/contracts';
import styles from './detail-hero.module.css';

/**
 * The detail hero's art, directed per screen with <picture> (the shared Artwork shows one image
 * type): the tall hero under 1024 px, the wide one above. Decorative (the name is the heading),
 * eager and high priority: it is the page's LCP.
 */
export function HeroBackdrop({ images }: { images: readonly TitleImage[] }) {
  const wide = images.find((image) => image.type === 'heroDisplay') ?? images[0];
  const tall = images.find((image) => image.type === 'heroMobileDisplay');
  if (!wide) return <div className={styles.backdrop} />;
  return (
    <picture className={styles.backdrop}>
      {tall && <source media="(max-width: 1023px)" srcSet={imageSrcSet(tall)} sizes="100vw" width={tall.width} height={tall.height} />}
      <img
        className={styles.backdropImage}
        src={wide.url}
        srcSet={imageSrcSet(wide)}
        sizes="100vw"
        width={wide.width}
        height={wide.height}
        alt=""
        fetchPriority="high"
      />
    </picture>
  );
}
