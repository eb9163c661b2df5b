import { HERO_PICTURE, imageSrcSet, type PaywallHeroImage } from '@stat/contracts';
import styles from './paywall.module.css';

/**
 * A paywall page's PAYWALL_HERO, full width: the browser takes the srcset candidate the screen
 * needs. Eager and fetched first: on a paywall page it is the largest paint.
 */
export function PaywallHero({ image, className }: { image: PaywallHeroImage; className?: string }) {
  return (
    <img
      className={className ? `${styles.hero} ${className}` : styles.hero}
      src={image.url}
      srcSet={imageSrcSet(image)}
      sizes={HERO_PICTURE.sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      fetchPriority="high"
    />
  );
}
