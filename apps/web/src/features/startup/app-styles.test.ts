import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyAppStyles } from './app-styles.ts';

function link(doc: Document, appStyle: boolean): HTMLLinkElement {
  const element = doc.createElement('link');
  element.rel = 'stylesheet';
  element.media = 'print';
  if (appStyle) element.dataset.appStyle = '';
  doc.head.append(element);
  return element;
}

afterEach(() => vi.restoreAllMocks());

describe('applyAppStyles', () => {
  it('switches the app stylesheets on and waits until each has loaded or failed', async () => {
    const doc = document.implementation.createHTMLDocument();
    const [first, second, other] = [link(doc, true), link(doc, true), link(doc, false)];
    let done = false;
    const applied = applyAppStyles(doc).then(() => {
      done = true;
    });
    expect([first.media, second.media, other.media]).toEqual(['all', 'all', 'print']);
    first.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    second.dispatchEvent(new Event('error'));
    await applied;
    expect(done).toBe(true);
  });

  it('does not wait for a stylesheet whose fetch ended before start-up looked (its events are gone)', async () => {
    const doc = document.implementation.createHTMLDocument();
    const failed = link(doc, true);
    failed.href = 'https://app.test/assets/gone.css';
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name === failed.href ? [{ name } as PerformanceEntry] : [],
    );
    await applyAppStyles(doc);
    expect(failed.media).toBe('all');
  });
});
