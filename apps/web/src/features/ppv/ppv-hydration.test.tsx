import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { PPV_LABELS } from '@stat/contracts';
import { BROWSER_FORMAT } from '../../lib/viewer-format.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { expectNoMismatch, fakeClockFrom, hydrateDocument, hydrateServerRender, inDocument, type Hydrated } from '../../testing/hydrate-server-render.tsx';
import { testPpvEvent, testPpvState } from '../../testing/ppv-fixtures.ts';
import { ppvStateQuery, usePpvState } from './api/get-ppv-state.ts';
import { PpvCountdown } from './ppv-countdown.tsx';
import { formatEventTime } from './ppv-times.ts';
import { EventInfoSection } from './sections/event-info-section.tsx';

const U = PPV_LABELS.countdownUnits;
/** The document's time: the server clock's reading the page was rendered at. */
const SERVER_TIME = Date.UTC(2026, 11, 13, 2, 0, 0);
const DOORS = SERVER_TIME - 3_600_000;
const MAIN_EVENT = SERVER_TIME + 3_600_000;
/** The browser hydrates 5 s later by its own clock. */
const BROWSER_TIME = SERVER_TIME + 5_000;
const browserClockMovesOn = () => vi.setSystemTime(BROWSER_TIME);

const spoken = (hours: number, minutes: number, seconds: number) =>
  `${PPV_LABELS.countdownHeading} 0 ${U.days}, ${hours} ${U.hours}, ${minutes} ${U.minutes}, ${seconds} ${U.seconds}`;
const timerLabel = (hydrated: Hydrated) => hydrated.container.querySelector('[role="timer"]')?.getAttribute('aria-label');

describe('a server-rendered event page, hydrated', () => {
  fakeClockFrom(SERVER_TIME);

  it('keeps the countdown\'s markup, then counts from the browser\'s clock, each second', async () => {
    const countdown = <PpvCountdown target={MAIN_EVENT} live={false} />;
    const hydrated = await hydrateDocument(countdown, SERVER_TIME, { browserClock: browserClockMovesOn });
    expect(hydrated.serverHtml).toContain(`aria-label="${spoken(1, 0, 0)}"`);
    expectNoMismatch(hydrated);
    expect(timerLabel(hydrated)).toBe(spoken(0, 59, 55));
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(timerLabel(hydrated)).toBe(spoken(0, 59, 54));
  });

  it('keeps the event times\' markup (in UTC), then writes them in the viewer\'s zone', async () => {
    const state = testPpvState({ event: { name: 'Night', doorsAt: DOORS, mainEventAt: MAIN_EVENT, earlyPriceUntil: null } });
    const page = { ...state.pages.event, countdownTimestamp: MAIN_EVENT };
    const section = (
      <EventInfoSection state={{ ...state, pages: { ...state.pages, event: page } }} event={testPpvEvent} viewer={{ visitor: 'signedOut', purchase: () => null, playNote: () => null }} />
    );
    const hydrated = await hydrateDocument(section, SERVER_TIME, { browserClock: browserClockMovesOn });
    expect(hydrated.serverHtml).toContain('Sunday, December 13 at 1:00 AM UTC');
    expectNoMismatch(hydrated);
    const times = [...hydrated.container.querySelectorAll('time')].map((time) => time.textContent);
    expect(times).toEqual([formatEventTime(DOORS, BROWSER_FORMAT), formatEventTime(MAIN_EVENT, BROWSER_FORMAT)]);
    expect(timerLabel(hydrated)).toBe(spoken(0, 59, 55));
  });
});

function StateProbe() {
  return <p>{usePpvState()?.event.name ?? 'none'}</p>;
}

/** Both sides' caches hold the state: the server fetched it, and the document carried it. */
const withState = (queryClient: QueryClient) => queryClient.setQueryData(ppvStateQuery().queryKey, testPpvState());

describe('usePpvState', () => {
  afterEach(() => localStorage.clear());

  it('draws the state on the server and keeps it while hydrating', async () => {
    const hydrated = await hydrateServerRender(inDocument(<StateProbe />, SERVER_TIME, withState), inDocument(<StateProbe />, SERVER_TIME, withState));
    expect(hydrated.serverHtml).toBe(`<p>${testPpvState().event.name}</p>`);
    expectNoMismatch(hydrated);
    expect(hydrated.container.textContent).toBe(testPpvState().event.name);
    hydrated.unmount();
  });

  it('gives way to automation that suppresses it only once the page has hydrated (the server cannot know)', async () => {
    localStorage.setItem(STORAGE_KEYS.automation, JSON.stringify({ suppressPpvState: true }));
    const hydrated = await hydrateServerRender(inDocument(<StateProbe />, SERVER_TIME, withState), inDocument(<StateProbe />, SERVER_TIME, withState));
    expect(hydrated.serverHtml).toBe(`<p>${testPpvState().event.name}</p>`);
    expectNoMismatch(hydrated);
    expect(hydrated.container.textContent).toBe('none');
    hydrated.unmount();
  });
});
