import type { TitleImage } from '@stat/contracts';
import styles from './episode-row.module.css';

/** An episode still at 16:9, sized for the list column; lazy, since most are below the fold. */
export function EpisodeThumbnail({ images }: { images: readonly TitleImage[] }) {
  const image = images.find((candidate) => candidate.type === 'playlistListDisplay') ?? images[0];
  if (!image) return <span className={styles.still} />;
  return (
    <img
      className={styles.still}
      src={image.url}
      srcSet={image.srcset.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ')}
      sizes="(min-width: 768px) 280px, 40vw"
      width={image.width}
      height={image.height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
