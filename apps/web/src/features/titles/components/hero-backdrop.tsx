import { preload } from 'react-dom';
import { imageSrcSet, type TitleImage } from '@stat/contracts';
import styles from './detail-hero.module.css';

const TALL_MEDIA = '(max-width: 1023px)';
const WIDE_MEDIA = '(min-width: 1024px)';

/**
 * The detail hero's art, directed per screen with <picture> (the shared Artwork shows one image
 * type): the tall hero under 1024 px, the wide one above. Decorative (the name is the heading),
 * eager and high priority: it is the page's LCP, preloaded (one link per screen, as the picture
 * chooses) so the browser asks for it before it reaches the markup.
 */
export function HeroBackdrop({ images }: { images: readonly TitleImage[] }) {
  const wide = images.find((image) => image.type === 'heroDisplay') ?? images[0];
  const tall = images.find((image) => image.type === 'heroMobileDisplay');
  if (!wide) return <div className={styles.backdrop} />;
  const wideSet = imageSrcSet(wide);
  const common = { as: 'image', fetchPriority: 'high', imageSizes: '100vw' } as const;
  if (tall) {
    preload(tall.url, { ...common, imageSrcSet: imageSrcSet(tall), media: TALL_MEDIA });
    preload(wide.url, { ...common, imageSrcSet: wideSet, media: WIDE_MEDIA });
  } else {
    preload(wide.url, { ...common, imageSrcSet: wideSet });
  }
  return (
    <picture className={styles.backdrop}>
      {tall && <source media={TALL_MEDIA} srcSet={imageSrcSet(tall)} sizes="100vw" width={tall.width} height={tall.height} />}
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
