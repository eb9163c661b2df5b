import { PLAYER_LABELS, type ScheduleProgram } from '@stat/contracts';
import styles from './overlays.module.css';

interface LiveNowNextProps {
  now: ScheduleProgram | null;
  next: ScheduleProgram | null;
  /** "9:30 PM": the schedule's own time format. */
  formatTime: (epochMs: number) => string;
}

const programName = (program: ScheduleProgram) => (program.seriesTitle ? `${program.seriesTitle}: ${program.name}` : program.name);

/** What is on the channel now and what follows, from the schedule, at the playhead. */
export function LiveNowNext({ now, next, formatTime }: LiveNowNextProps) {
  return (
    <dl className={styles.nowNext}>
      {now && (
        <div>
          <dt>{PLAYER_LABELS.onNow}</dt>
          <dd>{programName(now)}</dd>
        </div>
      )}
      {next && (
        <div>
          <dt>{PLAYER_LABELS.upNextLive}</dt>
          <dd>
            {programName(next)} <span className={styles.muted}>{PLAYER_LABELS.startsAt(formatTime(next.start))}</span>
          </dd>
        </div>
      )}
    </dl>
  );
}
