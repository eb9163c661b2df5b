import type { ReactNode } from 'react';
import { PLAYER_LABELS, SKIP_SECONDS } from '@stat/contracts';
import { BackIcon, CaptionsIcon, ExitFullscreenIcon, ForwardIcon, FullscreenIcon, KeyboardIcon, PauseIcon, PlayIcon, SettingsIcon } from './player-icons.tsx';
import { SeekBar } from './seek-bar.tsx';
import { VolumeControl } from './volume-control.tsx';
import styles from './player-controls.module.css';

export interface ControlsProps {
  playing: boolean;
  position: number;
  range: { start: number; end: number };
  live: boolean;
  /** The pre-roll plays: no seeking, no skipping. */
  ad: boolean;
  volume: number;
  muted: boolean;
  captionsOn: boolean;
  /** Captions exist for what plays. */
  hasCaptions: boolean;
  fullscreen: boolean;
  /** The cast button, when the Cast library is there. */
  cast?: ReactNode;
  onTogglePlay: () => void;
  onSeek: (seconds: number) => void;
  onSkip: (seconds: number) => void;
  onVolume: (volume: number) => void;
  onToggleMute: () => void;
  onToggleCaptions: () => void;
  onToggleFullscreen: () => void;
  onGoToLive: () => void;
  /** Plays the current live program from its beginning; absent when nothing on can be started over. */
  onStartOver?: () => void;
  onOpenSettings: () => void;
  onOpenShortcuts: () => void;
}

/** The control bar: the seek bar over one row of buttons, every one labelled for screen readers. */
export function PlayerControls(props: ControlsProps) {
  const { playing, position, range, live, ad, captionsOn, hasCaptions, fullscreen } = props;
  const behindLive = live && range.end - position >= SKIP_SECONDS;
  return (
    <div className={styles.controls}>
      <SeekBar position={position} start={range.start} end={range.end} live={live} disabled={ad} onSeek={props.onSeek} />
      <div className={styles.row}>
        <button type="button" className={styles.button} aria-label={playing ? PLAYER_LABELS.pause : PLAYER_LABELS.play} onClick={props.onTogglePlay}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        {!ad && (
          <>
            <button type="button" className={`${styles.button} ${styles.roomy}`} aria-label={PLAYER_LABELS.back(SKIP_SECONDS)} onClick={() => props.onSkip(-SKIP_SECONDS)}>
              <BackIcon />
            </button>
            <button
              type="button"
              className={`${styles.button} ${styles.roomy}`}
              aria-label={PLAYER_LABELS.forward(SKIP_SECONDS)}
              onClick={() => props.onSkip(SKIP_SECONDS)}
              disabled={live && !behindLive}
            >
              <ForwardIcon />
            </button>
          </>
        )}
        <VolumeControl volume={props.volume} muted={props.muted} onVolume={props.onVolume} onToggleMute={props.onToggleMute} />
        {live && !ad && props.onStartOver && (
          <button type="button" className={styles.liveButton} onClick={props.onStartOver}>
            {PLAYER_LABELS.startOver}
          </button>
        )}
        {live && !ad && (
          <button type="button" className={styles.liveButton} onClick={props.onGoToLive} aria-pressed={!behindLive} disabled={!behindLive}>
            <span className={styles.liveDot} aria-hidden="true" />
            {behindLive ? PLAYER_LABELS.goToLive : PLAYER_LABELS.live}
          </button>
        )}
        <span className={styles.spacer} />
        {hasCaptions && !ad && (
          <button
            type="button"
            className={styles.button}
            aria-label={captionsOn ? PLAYER_LABELS.captionsOff : PLAYER_LABELS.captionsOn}
            aria-pressed={captionsOn}
            onClick={props.onToggleCaptions}
          >
            <CaptionsIcon />
          </button>
        )}
        <button type="button" className={styles.button} aria-label={PLAYER_LABELS.settings} aria-haspopup="dialog" onClick={props.onOpenSettings}>
          <SettingsIcon />
        </button>
        <button type="button" className={`${styles.button} ${styles.roomy}`} aria-label={PLAYER_LABELS.shortcuts} aria-haspopup="dialog" onClick={props.onOpenShortcuts}>
          <KeyboardIcon />
        </button>
        {props.cast}
        <button
          type="button"
          className={styles.button}
          aria-label={fullscreen ? PLAYER_LABELS.exitFullscreen : PLAYER_LABELS.fullscreen}
          onClick={props.onToggleFullscreen}
        >
          {fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />}
        </button>
      </div>
    </div>
  );
}
