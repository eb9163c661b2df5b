import type { SyntheticEvent } from 'react';
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

/** The attribute on a tile's image that is still on its way: it is transparent, and fades in once loaded. */
export const PENDING_IMAGE_ATTRIBUTE = 'data-pending';

/**
 * Marks an image the app draws before it has loaded, so that it fades in when it does. Set on
 * the element, not rendered: a server-rendered page's images load before the app's code is here
 * (no handler hears them), and must show as they arrive; its markup never carries the mark.
 */
function fadeInIfPending(img: HTMLImageElement | null): void {
  if (img && !img.complete) img.setAttribute(PENDING_IMAGE_ATTRIBUTE, '');
}

function arrived(event: SyntheticEvent<HTMLImageElement>): void {
  event.currentTarget.removeAttribute(PENDING_IMAGE_ATTRIBUTE);
}

/**
 * A catalogue image with srcset and sizes, its intrinsic width and height (no layout shift),
 * lazy unless `priority`. A quiet gradient stands in until it has loaded; a tile's image the app
 * drew fades in, the hero shows at once (a fade would delay the LCP paint).
 */
export function Artwork({ images, type, sizes, alt = '', priority = false, className }: ArtworkProps) {
  const image = pickImage(images, type);
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
        ref={priority ? undefined : fadeInIfPending}
        onLoad={priority ? undefined : arrived}
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
