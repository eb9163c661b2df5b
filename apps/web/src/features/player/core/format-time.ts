import { PLAYER_LABELS } from '@stat/contracts';

/** "4:05", "1:02:03": the clock a seek bar shows. */
export function clockTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const { hour, minute, second } = PLAYER_LABELS.time;

/** "1 hour 2 minutes 3 seconds": the same time for a screen reader, which reads "1:02:03" badly. */
export function spokenTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts = [h && unit(h, hour), m && unit(m, minute), (s || (!h && !m)) && unit(s, second)];
  return parts.filter(Boolean).join(' ');
}
