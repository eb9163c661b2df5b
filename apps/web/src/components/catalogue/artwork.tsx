import { useState } from 'react';
import { imageSrcSet, type ImageType, type TitleImage } from '@stat/contracts';
import styles from './artwork.module.css';

/** The image of the wanted type; failing that the first one (the frame keeps the type's shape). */
export function pickImage(images: readonly TitleImage[], type: ImageType): TitleImage | undefined {
  return images.find((image) => image.type === type) ?? images[0];
}

interface ArtworkProps {
  images: readonly TitleImage[];
  type: ImageType;
  /** The rendered width per breakpoint, as the `sizes` attribute reads it. */
  sizes: string;
  /** Empty when a visible name already says what the image shows. */
  alt?: string;
  /** The hero: loaded eagerly and first (the page's LCP image); everything else is lazy. */
  priority?: boolean;
  className?: string;
}

/**
 * A catalogue image with srcset and sizes, its intrinsic width and height (no layout shift),
 * lazy unless `priority`. A quiet gradient stands in until it has loaded.
 */
export function Artwork({ images, type, sizes, alt = '', priority = false, className }: ArtworkProps) {
  const image = pickImage(images, type);
  const [loaded, setLoaded] = useState(false);
  const frameClass = [styles.frame, className].filter(Boolean).join(' ');
  if (!image) return <div className={frameClass} data-type={type} aria-hidden="true" />;
  return (
    <div className={frameClass} data-type={type}>
      <img
        className={styles.image}
        src={image.url}
        srcSet={imageSrcSet(image)}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        // The hero is shown at once (a fade would delay the LCP paint); other tiles fade in.
        data-loaded={priority || loaded}
        onLoad={() => setLoaded(true)}
      />
    </div>
  );
}

interface ArtImageProps {
  image: TitleImage | undefined;
  sizes: string;
  className?: string;
  eager?: boolean;
}

/**
 * A bare decorative catalogue image (srcset, sizes, intrinsic size) for rows that draw their own
 * frame: search results, suggestions, My List. An empty span keeps the row's shape without one.
 */
export function ArtImage({ image, sizes, className, eager = false }: ArtImageProps) {
  if (!image) return <span className={className} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={image.url}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
