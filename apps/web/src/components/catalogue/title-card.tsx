import { Link } from 'react-router';
import { BROWSE_LABELS } from '@stat/contracts';
import type { ImageType, TitleImage } from '@stat/contracts';
import { Artwork } from './artwork.tsx';
import { useRovingTabIndex } from './roving-tab-index.ts';
import styles from './title-card.module.css';
import { PREFETCH_PLAYER } from '../../lib/player-prefetch.ts';
import { LockIcon } from '../ui/icons.tsx';
import { ProgressBar } from '../ui/progress-bar.tsx';

/** The tile's rendered width per breakpoint; it follows the widths in shelf.module.css. */
export const TILE_SIZES: Record<'landscape' | 'poster', string> = {
  landscape: '(min-width: 1024px) 23vw, (min-width: 768px) 30vw, 62vw',
  poster: '(min-width: 1024px) 15vw, (min-width: 768px) 21vw, 38vw',
};

export function tileShape(imageType: ImageType): 'landscape' | 'poster' {
  return imageType === 'playlistSeriesListDisplay' || imageType === 'heroMobileDisplay' ? 'poster' : 'landscape';
}

export interface TitleCardProps {
  name: string;
  /** Where the tile leads, made with `href(...)`. */
  to: string;
  /** The link plays the title: hovering or focusing it warms the player. */
  plays?: boolean;
  images: readonly TitleImage[];
  imageType: ImageType;
  /** The profile's viewing restrictions are below its rating: a lock shows. */
  locked?: boolean;
  /** A short tag over the artwork: a rating, 'Free', 'New'. */
  badge?: string;
  /** A line under the name: 'S2 E4 · The Long Night', a year. */
  meta?: string;
  /** Resume shelves: how much has been watched, 0 to 100. */
  progress?: number;
  /** Resume shelves: removes the tile; its accessible name comes from `removeLabel`. */
  onRemove?: () => void;
  removeLabel?: string;
  /** The tile is leaving (its removal is on the way): dimmed and inert. */
  removing?: boolean;
  sizes?: string;
  /** The page's first tile, its largest picture on a phone: loaded eagerly and first. */
  priority?: boolean;
}

/** A title or series tile: artwork, name, badges; lifts on hover and focus. */
export function TitleCard(props: TitleCardProps) {
  const { name, to, images, imageType, locked = false, badge, meta, progress, onRemove, removeLabel, removing = false } = props;
  const tabIndex = useRovingTabIndex();
  const shape = tileShape(imageType);
  return (
    <article className={styles.card} data-shape={shape} data-removing={removing || undefined}>
      <Link to={to} className={styles.link} tabIndex={tabIndex} data-roving-target="" {...(props.plays ? PREFETCH_PLAYER : {})}>
        <div className={styles.art}>
          <Artwork images={images} type={imageType} sizes={props.sizes ?? TILE_SIZES[shape]} priority={props.priority} />
          {badge && <span className={styles.badge}>{badge}</span>}
          {locked && (
            <span className={styles.lock}>
              <LockIcon size={14} />
              <span className="visually-hidden">{BROWSE_LABELS.locked}</span>
            </span>
          )}
          {progress !== undefined && (
            <span className={styles.progress} aria-hidden="true">
              <ProgressBar value={progress} />
            </span>
          )}
        </div>
        <span className={styles.name}>{name}</span>
        {meta && <span className={styles.meta}>{meta}</span>}
        {progress !== undefined && <span className="visually-hidden">{BROWSE_LABELS.percentWatched(progress)}</span>}
      </Link>
      {onRemove && (
        <button
          type="button"
          className={styles.remove}
          tabIndex={tabIndex}
          aria-label={removeLabel ?? name}
          disabled={removing}
          onClick={onRemove}
        >
          <CloseIcon />
        </button>
      )}
    </article>
  );
}


function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
