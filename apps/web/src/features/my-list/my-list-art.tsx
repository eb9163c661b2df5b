import type { MyListItem } from '@stat/contracts';
import { myListImageType } from './my-list-rules.ts';

interface MyListArtProps {
  item: Pick<MyListItem, 'type' | 'images'>;
  sizes: string;
  className?: string;
  eager?: boolean;
}

/** An item's image of its type (series a poster, the rest a landscape tile); decorative. */
export function MyListArt({ item, sizes, className, eager = false }: MyListArtProps) {
  const wanted = myListImageType(item.type);
  const image = item.images.find((candidate) => candidate.type === wanted) ?? item.images[0];
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
