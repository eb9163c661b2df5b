import { describe, expect, it } from 'vitest';
import { expectNoMismatch, hydrateDocument } from '../testing/hydrate-server-render.tsx';
import { DOCUMENT_FORMAT, useViewerFormat, viewerDateFormat } from './viewer-format.ts';

const SERVER_TIME = Date.UTC(2026, 11, 12, 12, 0);
const MAIN_EVENT = Date.UTC(2026, 11, 13, 3, 0);

function FormatProbe() {
  const { locale, timeZone } = useViewerFormat();
  return <p>{`${locale ?? 'browser'} ${timeZone ?? 'browser'}`}</p>;
}

describe('useViewerFormat', () => {
  it('is en-US in UTC on the server and while hydrating, the browser\'s own right after', async () => {
    const hydrated = await hydrateDocument(<FormatProbe />, SERVER_TIME);
    expect(hydrated.serverHtml).toContain('en-US UTC');
    expectNoMismatch(hydrated);
    expect(hydrated.container.textContent).toBe('browser browser');
    hydrated.unmount();
  });
});

describe('viewerDateFormat', () => {
  const dayOf = viewerDateFormat({ dateStyle: 'long' });
  const newYork = { locale: 'en-US', timeZone: 'America/New_York' };

  it('builds one format per locale and zone', () => {
    expect(dayOf(DOCUMENT_FORMAT)).toBe(dayOf({ ...DOCUMENT_FORMAT }));
    expect(dayOf(newYork)).not.toBe(dayOf(DOCUMENT_FORMAT));
  });

  it('writes in the viewer\'s zone', () => {
    expect(dayOf(DOCUMENT_FORMAT).format(MAIN_EVENT)).toBe('December 13, 2026');
    expect(dayOf(newYork).format(MAIN_EVENT)).toBe('December 12, 2026');
  });

  it('keeps a zone or locale its options fix', () => {
    expect(viewerDateFormat({ dateStyle: 'long', timeZone: 'UTC' })(newYork).format(MAIN_EVENT)).toBe('December 13, 2026');
    expect(viewerDateFormat({ dateStyle: 'long' }, 'en-US')({ locale: 'fr-FR', timeZone: 'UTC' }).format(MAIN_EVENT)).toBe('December 13, 2026');
  });
});
