import type { KeyboardEvent } from 'react';
import { PLAYER_LABELS, SKIP_SECONDS, SKIP_WINDOW_SECONDS } from '@stat/contracts';
import { clockTime, spokenTime } from '../core/format-time.ts';
import styles from './seek-bar.module.css';

interface SeekBarProps {
  position: number;
  start: number;
  end: number;
  live: boolean;
  disabled: boolean;
  onSeek: (seconds: number) => void;
}

/**
 * The seek bar: a native range, so screen readers and keyboards know it. Arrows move by the skip
 * step, Page Up and Page Down by the spec's skip window (180 s), Home and End to either end. The
 * value is spoken as a time ("3 minutes 5 seconds of 40 minutes"), or as the distance from live.
 */
export function SeekBar({ position, start, end, live, disabled, onSeek }: SeekBarProps) {
  const clamped = Math.min(end, Math.max(start, position));
  const length = Math.max(0, end - start);
  const behind = Math.max(0, end - clamped);
  const atLive = live && behind < SKIP_SECONDS;
  const valueText = live
    ? atLive
      ? PLAYER_LABELS.live
      : `${PLAYER_LABELS.behindLive} ${spokenTime(behind)}`
    : PLAYER_LABELS.seekValue(spokenTime(clamped), spokenTime(end));
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: -SKIP_SECONDS,
      ArrowDown: -SKIP_SECONDS,
      ArrowRight: SKIP_SECONDS,
      ArrowUp: SKIP_SECONDS,
      PageDown: -SKIP_WINDOW_SECONDS,
      PageUp: SKIP_WINDOW_SECONDS,
    };
    const move = moves[event.key];
    if (event.key === 'Home') onSeek(start);
    else if (event.key === 'End') onSeek(end);
    else if (move !== undefined) onSeek(Math.min(end, Math.max(start, clamped + move)));
    else return;
    event.preventDefault();
  };
  const filled = length > 0 ? ((clamped - start) / length) * 100 : 0;

  return (
    <div className={styles.row}>
      <span className={styles.time} aria-hidden="true">
        {live ? (atLive ? PLAYER_LABELS.live : `-${clockTime(behind)}`) : clockTime(clamped)}
      </span>
      <input
        type="range"
        className={styles.range}
        aria-label={PLAYER_LABELS.seek}
        aria-valuetext={valueText}
        min={start}
        max={end}
        step="any"
        value={clamped}
        disabled={disabled || length === 0}
        style={{ '--filled': `${filled}%` } as React.CSSProperties}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
        onKeyDown={step}
      />
      {!live && (
        <span className={styles.time} aria-hidden="true">
          {clockTime(end)}
        </span>
      )}
    </div>
  );
}
