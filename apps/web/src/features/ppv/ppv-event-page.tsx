import { PPV_LABELS, type PpvEvent, type PpvSchedule } from '@stat/contracts';
import { Fragment, useEffect } from 'react';
import { useLocation } from 'react-router';
import { Loader } from '../../components/ui/loader.tsx';
import { href } from '../../lib/routes.ts';
import { usePpvEvent } from './api/get-ppv-event.ts';
import { usePpvSchedule } from './api/get-ppv-schedule.ts';
import { usePpvStateStatus } from './api/get-ppv-state.ts';
import { ppvPlayOf } from './ppv-play.ts';
import { PpvPlayNote } from './ppv-play-note.tsx';
import { PPV_SECTION_VIEWS } from './ppv-sections.tsx';
import type { PpvViewer } from './sections/ppv-section-props.ts';
import { useViewerFormat } from '../../lib/viewer-format.ts';
import { formatEventTime } from './ppv-times.ts';
import styles from './ppv.module.css';

function VodShelves({ event }: { event: PpvEvent }) {
  return (
    <section className={styles.section} aria-labelledby="ppv-vod">
      <h2 className={styles.sectionHeading} id="ppv-vod">
        {event.vodContent.headline}
      </h2>
      {event.vodContent.shelves.map((shelf) => (
        <div key={shelf.headline}>
          <h3 className={styles.cardHeading}>{shelf.headline}</h3>
          <ul className={styles.shelf}>
            {shelf.titles.map((title) => (
              <li key={title.id}>
                <a className={styles.shelfItem} href={href('fightDetail', { id: title.id })}>
                  {title.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function Faq({ event }: { event: PpvEvent }) {
  return (
    <section className={styles.section} aria-labelledby="ppv-faq">
      <h2 className={styles.sectionHeading} id="ppv-faq">
        {event.faq.headline || PPV_LABELS.faq}
      </h2>
      {event.faq.items.map((item) => (
        <details key={item.question} className={styles.faqItem}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}

function Schedule({ schedule }: { schedule: PpvSchedule }) {
  const format = useViewerFormat();
  return (
    <section className={styles.section} aria-labelledby="ppv-schedule">
      <h2 className={styles.sectionHeading} id="ppv-schedule">
        {schedule.headline || PPV_LABELS.schedule}
      </h2>
      <p className={styles.muted}>{schedule.description}</p>
      <ul className={styles.schedule}>
        {schedule.events.map((coming) => (
          <li key={coming.id} className={styles.scheduleItem}>
            <span className={styles.chip}>{coming.live ? PPV_LABELS.liveNow : PPV_LABELS.scheduleKinds[coming.kind]}</span>
            <span className={styles.fighter}>{coming.name}</span>
            <time dateTime={new Date(coming.startsAt).toISOString()}>{formatEventTime(coming.startsAt, format)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The event page (/ppv): its sections in the phase's order, then the VOD shelves, the FAQ and the
 * coming events. Loaded with its route, on demand. The app says who is looking and composes the
 * purchase flow (`viewer`).
 */
export function PpvEventPage({ viewer }: { viewer: PpvViewer }) {
  const { state, failed, off } = usePpvStateStatus({ required: true });
  const event = usePpvEvent();
  const schedule = usePpvSchedule();
  const { hash } = useLocation();
  const drawn = Boolean(state && event.data);
  useEffect(() => {
    // A link to a section (the buy fix of the player and the watch section) lands on it once it is drawn.
    if (drawn && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [drawn, hash]);
  // Off (automation) counts as unavailable: the page has nothing to show without the state.
  if (event.isError || failed || off) return <p className={styles.unavailable}>{PPV_LABELS.unavailable}</p>;
  if (!state || !event.data) return <Loader />;
  const play = ppvPlayOf(state.state, event.data.replayTitleId);
  // Without a watch section (before the channel opens), the server's answer follows the event's
  // details: when it opens, or whatever else keeps this viewer from watching.
  const noteAfterInfo = play && !state.sections.includes('watch') && (
    <div className={styles.section}>
      <PpvPlayNote play={play} viewer={viewer} sections={state.sections} />
    </div>
  );
  return (
    <div className={styles.page}>
      {state.sections.map((name) => {
        const View = PPV_SECTION_VIEWS[name];
        return (
          <Fragment key={name}>
            <View state={state} event={event.data} viewer={viewer} />
            {name === 'event-info' && noteAfterInfo}
          </Fragment>
        );
      })}
      {state.state !== 'sunset' && <VodShelves event={event.data} />}
      <Faq event={event.data} />
      {schedule.data && <Schedule schedule={schedule.data} />}
    </div>
  );
}
