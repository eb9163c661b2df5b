import { useNavigate } from 'react-router';
import type { PageProps } from '../../lib/routes.ts';
import { href } from '../../lib/routes.ts';
import { PlayScreen } from '../player/play-screen.tsx';
import styles from './play-page.module.css';

/** A play route on a mobile device: a page with the same player, in a 16:9 box under the header. */
export default function PlayPage({ params }: PageProps<'play' | 'playLive'>) {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <PlayScreen
        routeName={'channel' in params ? 'playLive' : 'play'}
        params={params}
        onClose={() => void navigate(href('home'))}
      />
    </div>
  );
}
