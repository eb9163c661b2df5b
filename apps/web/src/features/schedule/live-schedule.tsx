import { Link } from 'react-router';
import { canStartOver, FIND_LABELS, titleRatingLabel } from '@stat/contracts';
import type { ScheduleProgram } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { href } from '../../lib/routes.ts';
import { useViewerFormat } from '../../lib/viewer-format.ts';
import { formatDay, formatTime, minutesLeft } from './schedule-time.ts';
import { useLiveSchedule, type ChannelSchedule, type LiveChannel } from './use-live-schedule.ts';
import styles from './live-schedule.module.css';
import { PREFETCH_PLAYER } from '../../lib/player-prefetch.ts';
import { PlayIcon } from '../../components/ui/icons.tsx';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';

const L = FIND_LABELS.schedule;
const channelName = (channel: LiveChannel) => FIND_LABELS.channelNames[channel];

interface LiveScheduleProps {
  /** The channel whose upcoming list shows (the route's optional channel; east when absent). */
  channel: LiveChannel;
  /** Added to Date.now() to read the server's clock (from GET now). */
  clockOffsetMs: number;
}

/** Now and next on both channels with progress, and the selected channel's upcoming programs. */
export function LiveSchedule({ channel, clockOffsetMs }: LiveScheduleProps) {
  const schedule = useLiveSchedule(clockOffsetMs);
  if (schedule.isError && schedule.channels.every((c) => c.programs.length === 0)) {
    return <p role="alert" className={styles.message}>{L.failed}</p>;
  }
  const selected = schedule.channels.find((c) => c.channel === channel)!;

  return (
    <div className={styles.schedule}>
      <nav aria-label={L.channels}>
        <ul role="list" className={styles.tabs}>
          {schedule.channels.map(({ channel: id }) => (
            <li key={id}>
              <Link
                to={href('liveTV', { channel: id })}
                className={styles.tab}
                aria-current={id === channel ? 'page' : undefined}
                preventScrollReset
              >
                {channelName(id)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.channels}>
        {schedule.channels.map((c) => (
          <NowNextCard key={c.channel} schedule={c} now={schedule.now} selected={c.channel === channel} pending={schedule.isPending} />
        ))}
      </div>
      <p className={styles.note}>{L.westOffset}</p>
      <Upcoming schedule={selected} />
    </div>
  );
}

function programTitle(program: ScheduleProgram): string {
  return program.seriesTitle ? `${program.seriesTitle}: ${program.name}` : program.name;
}

function NowNextCard({ schedule, now, selected, pending }: { schedule: ChannelSchedule; now: number; selected: boolean; pending: boolean }) {
  const { channel, pointer } = schedule;
  const format = useViewerFormat();
  const headingId = `channel-${channel}`;
  const { current, next, currentEnd } = pointer;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-channel={channel} data-selected={selected || undefined}>
      <header className={styles.cardTop}>
        <h2 id={headingId} className={styles.channelName}>
          <span className={styles.liveDot} aria-hidden="true" />
          {channelName(channel)}
        </h2>
        {/* The visible word starts the accessible name (label in name), which says which channel. */}
        <Button to={href('playLive', { channel })} {...PREFETCH_PLAYER} size="sm" aria-label={L.watch(channelName(channel))}>
          <PlayIcon size={14} />
          {L.watchShort}
        </Button>
      </header>
      {current ? (
        <section className={styles.now} aria-label={`${channelName(channel)} ${L.nowPlaying}`}>
          <p className={styles.label}>
            {L.nowPlaying}
            {canStartOver(current, now) && <span className={styles.startOver}>{L.startOverMark}</span>}
          </p>
          {current.seriesTitle && <p className={styles.series}>{current.seriesTitle}</p>}
          <p className={styles.title}>{current.name}</p>
          <p className={styles.times}>
            <time dateTime={new Date(current.start).toISOString()}>{formatTime(current.start, format)}</time>
            {currentEnd !== null && (
              <>
                {' – '}
                <time dateTime={new Date(currentEnd).toISOString()}>{formatTime(currentEnd, format)}</time>
                <span className={styles.left}>{L.minutesLeft(minutesLeft(currentEnd, now))}</span>
              </>
            )}
          </p>
          <div className={styles.progress}>
            <ProgressBar value={pointer.progress * 100} aria-label={L.progress(current.name)} />
          </div>
        </section>
      ) : (
        <p className={styles.message}>{pending ? '\u00a0' : L.empty}</p>
      )}
      {next && (
        <section className={styles.next} aria-label={`${channelName(channel)} ${L.upNext}`}>
          <p className={styles.label}>
            {L.upNext} · <time dateTime={new Date(next.start).toISOString()}>{formatTime(next.start, format)}</time>
          </p>
          <p className={styles.nextTitle}>{programTitle(next)}</p>
        </section>
      )}
    </article>
  );
}

function Upcoming({ schedule }: { schedule: ChannelSchedule }) {
  const { channel, programs, pointer } = schedule;
  const format = useViewerFormat();
  const upcoming = programs.slice(Math.max(0, pointer.currentIndex + 1));
  const days = upcoming.map((program) => formatDay(program.start, format));
  return (
    <section className={styles.upcoming} aria-labelledby="upcoming-heading">
      <h2 id="upcoming-heading" className={styles.upcomingHeading}>
        {L.upcoming(channelName(channel))}
      </h2>
      <ol className={styles.list}>
        {upcoming.map((program, index) => {
          const day = days[index]!;
          const dayBreak = index === 0 || day !== days[index - 1];
          return (
            <li key={program.start} className={styles.item} data-day-break={dayBreak || undefined}>
              {dayBreak && <span className={styles.day}>{day}</span>}
              <time className={styles.itemTime} dateTime={new Date(program.start).toISOString()}>
                {formatTime(program.start, format)}
              </time>
              <span className={styles.itemText}>
                <span className={styles.itemTitle}>{program.seriesTitle ?? program.name}</span>
                {program.seriesTitle && <span className={styles.itemSub}>{program.name}</span>}
              </span>
              <span className={styles.itemType}>
                {FIND_LABELS.titleTypes[program.type]} · {titleRatingLabel(program.titleRating)}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

