import type { TitleId } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { href } from '../../../lib/routes.ts';
import { PlayIcon } from '../../../components/ui/icons.tsx';
import styles from './play-button.module.css';
import { PREFETCH_PLAYER } from '../../../lib/player-prefetch.ts';

interface PlayButtonProps {
  titleId: TitleId;
  label: string;
  /** A fuller name for screen readers when the label alone is vague ("Play" on a page of many). */
  accessibleName?: string;
}

/** The large call to play a title: goes to its play route (the player issue fills it). */
export function PlayButton({ titleId, label, accessibleName }: PlayButtonProps) {
  return (
    <Button to={href('play', { titleId })} {...PREFETCH_PLAYER} size="lg" aria-label={accessibleName}>
      <PlayIcon className={styles.icon} size={18} />
      {label}
    </Button>
  );
}
