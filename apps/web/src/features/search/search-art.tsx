import type { ImageType, TitleImage } from '@stat/contracts';

/** The first image of the preferred types, else any image. */
export function pickImage(images: readonly TitleImage[], preferred: readonly ImageType[]): TitleImage | undefined {
  for (const type of preferred) {
    const found = images.find((image) => image.type === type);
    if (found) return found;
  }
  return images[0];
}

interface SearchArtProps {
  images: readonly TitleImage[];
  /** The `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes: string;
  className?: string;
  eager?: boolean;
}

/** A result's landscape art with its srcset; decorative (the result's name is its text). */
export function SearchArt({ images, sizes, className, eager = false }: SearchArtProps) {
  const image = pickImage(images, ['playlistListDisplay', 'promoDisplay', 'heroDisplay']);
  if (!image) return <span className={className} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={image.url}
      srcSet={image.srcset.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ') || undefined}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
