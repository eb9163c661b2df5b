import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { PPV_LABELS } from '@stat/contracts';
import { PpvCountdown } from '../features/ppv/ppv-countdown.tsx';
import { hydrateServerRender, inDocument, type Hydrated } from '../testing/hydrate-server-render.tsx';
import { useDocumentTime } from './use-now.ts';

const U = PPV_LABELS.countdownUnits;
/** The document's time: the server clock's reading the page was rendered at. */
const SERVER_TIME = Date.UTC(2026, 11, 13, 2, 0, 0);
const MAIN_EVENT = SERVER_TIME + 3_600_000;
/** The browser hydrates 5 s later by its own clock. */
const BROWSER_TIME = SERVER_TIME + 5_000;
const browserClockMovesOn = () => vi.setSystemTime(BROWSER_TIME);

const spoken = (hours: number, minutes: number, seconds: number) =>
  `${PPV_LABELS.countdownHeading} 0 ${U.days}, ${hours} ${U.hours}, ${minutes} ${U.minutes}, ${seconds} ${U.seconds}`;
const countdown = <PpvCountdown target={MAIN_EVENT} live={false} />;

describe('useNow', () => {
  let hydrated: Hydrated | undefined;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'], now: SERVER_TIME });
  });
  afterEach(() => {
    hydrated?.unmount();
    hydrated = undefined;
    vi.useRealTimers();
  });

  it('counts from the document\'s time on the server, whatever the clock of the machine', () => {
    vi.setSystemTime(BROWSER_TIME);
    const html = renderToString(inDocument(countdown, SERVER_TIME));
    expect(html).toContain(`aria-label="${spoken(1, 0, 0)}"`);
  });

  it('hydrates a server-rendered countdown without a mismatch, then counts from the browser\'s clock', async () => {
    hydrated = await hydrateServerRender(inDocument(countdown, SERVER_TIME), inDocument(countdown, SERVER_TIME), browserClockMovesOn);
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.loggedErrors).toEqual([]);
    expect(hydrated.container.querySelector('[role="timer"]')?.getAttribute('aria-label')).toBe(spoken(0, 59, 55));
  });

  it('ticks each second after hydration', async () => {
    hydrated = await hydrateServerRender(inDocument(countdown, SERVER_TIME), inDocument(countdown, SERVER_TIME), browserClockMovesOn);
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(hydrated.container.querySelector('[role="timer"]')?.getAttribute('aria-label')).toBe(spoken(0, 59, 54));
  });

  it('(the harness sees a mismatch: a browser that hydrated with its own time would be refused)', async () => {
    hydrated = await hydrateServerRender(inDocument(countdown, SERVER_TIME), inDocument(countdown, BROWSER_TIME), browserClockMovesOn);
    expect(hydrated.recoverableErrors.length + hydrated.loggedErrors.length).toBeGreaterThan(0);
  });
});

function DocumentTimeProbe() {
  const time = useDocumentTime();
  return <p>{time === null ? 'live' : time}</p>;
}

describe('useDocumentTime', () => {
  it('is the document\'s time on the server and while hydrating, then gives way to the live clock', async () => {
    const hydrated = await hydrateServerRender(inDocument(<DocumentTimeProbe />, SERVER_TIME), inDocument(<DocumentTimeProbe />, SERVER_TIME));
    expect(hydrated.serverHtml).toContain(String(SERVER_TIME));
    expect(hydrated.recoverableErrors).toEqual([]);
    expect(hydrated.container.textContent).toBe('live');
    hydrated.unmount();
  });
});
