import { useLocation } from 'react-router';
import { APP_LABELS } from '@stat/contracts';
import type { PageProps } from '../../lib/routes.ts';
import { playTarget } from './play-target.ts';
import styles from './global-player.module.css';

/** A play route on a mobile device (direct variant): a page, not the overlay; playback comes later. */
export default function PlayPage({ params }: PageProps<'play' | 'playLive'>) {
  const target = playTarget(params, useLocation().pathname);
  return (
    <div className={styles.bar}>
      <h1 className={styles.heading}>
        {target.kind === 'title' ? APP_LABELS.player.titleHeading(target.titleId) : APP_LABELS.player.channelHeading(target.channel)}
      </h1>
    </div>
  );
}
