import { describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { expectNoMismatch, fakeClockFrom, hydrateDocument, hydrateServerRender, inDocument } from '../testing/hydrate-server-render.tsx';
import { useDocumentTime, useNow } from './use-now.ts';

/** The document's time: the server clock's reading the page was rendered at. */
const SERVER_TIME = Date.UTC(2026, 11, 13, 2, 0, 0);
/** The browser hydrates 5 s later by its own clock. */
const BROWSER_TIME = SERVER_TIME + 5_000;
const browserClockMovesOn = () => vi.setSystemTime(BROWSER_TIME);

function ClockProbe() {
  return <p>{useNow(1_000)}</p>;
}

describe('useNow', () => {
  fakeClockFrom(SERVER_TIME);

  it('reads the document\'s time on the server, whatever the clock of the machine', () => {
    vi.setSystemTime(BROWSER_TIME);
    expect(renderToString(inDocument(<ClockProbe />, SERVER_TIME))).toBe(`<p>${SERVER_TIME}</p>`);
  });

  it('hydrates with the document\'s time, then reads the browser\'s clock', async () => {
    const hydrated = await hydrateDocument(<ClockProbe />, SERVER_TIME, { browserClock: browserClockMovesOn });
    expectNoMismatch(hydrated);
    expect(hydrated.container.textContent).toBe(String(BROWSER_TIME));
  });

  it('ticks each interval after hydration', async () => {
    const hydrated = await hydrateDocument(<ClockProbe />, SERVER_TIME, { browserClock: browserClockMovesOn });
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(hydrated.container.textContent).toBe(String(BROWSER_TIME + 1_000));
  });

  it('(the harness sees a mismatch: a browser that hydrated with its own time would be refused)', async () => {
    const hydrated = await hydrateServerRender(inDocument(<ClockProbe />, SERVER_TIME), inDocument(<ClockProbe />, BROWSER_TIME), browserClockMovesOn);
    expect(hydrated.recoverableErrors.length + hydrated.loggedErrors.length).toBeGreaterThan(0);
  });
});

function DocumentTimeProbe() {
  const time = useDocumentTime();
  return <p>{time === null ? 'live' : time}</p>;
}

describe('useDocumentTime', () => {
  it('is the document\'s time on the server and while hydrating, then gives way to the live clock', async () => {
    const hydrated = await hydrateDocument(<DocumentTimeProbe />, SERVER_TIME);
    expect(hydrated.serverHtml).toContain(String(SERVER_TIME));
    expectNoMismatch(hydrated);
    expect(hydrated.container.textContent).toBe('live');
    hydrated.unmount();
  });
});
