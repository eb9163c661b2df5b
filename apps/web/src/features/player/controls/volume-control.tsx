import { PLAYER_LABELS } from '@stat/contracts';
import { MutedIcon, VolumeIcon } from './player-icons.tsx';
import styles from './player-controls.module.css';

interface VolumeControlProps {
  volume: number;
  muted: boolean;
  onVolume: (volume: number) => void;
  onToggleMute: () => void;
}

/** Mute and a volume slider, its value spoken as a percentage. */
export function VolumeControl({ volume, muted, onVolume, onToggleMute }: VolumeControlProps) {
  const level = muted ? 0 : volume;
  return (
    <div className={styles.volume}>
      <button type="button" className={styles.button} aria-label={muted ? PLAYER_LABELS.unmute : PLAYER_LABELS.mute} onClick={onToggleMute}>
        {muted || volume === 0 ? <MutedIcon /> : <VolumeIcon />}
      </button>
      <input
        type="range"
        className={styles.volumeRange}
        aria-label={PLAYER_LABELS.volume}
        aria-valuetext={`${Math.round(level * 100)}%`}
        min={0}
        max={1}
        step={0.05}
        value={level}
        style={{ '--filled': `${level * 100}%` } as React.CSSProperties}
        onChange={(event) => onVolume(Number(event.currentTarget.value))}
      />
    </div>
  );
}
