import { describe, expect, it } from 'vitest';
import { deviceKind } from './entry-server.tsx';

const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const DESKTOP_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
const PIXEL = 'Mozilla/5.0 (Linux; Android 15; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const GALAXY = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

// The server's shared cache of signed-out pages keys on this: one kind, one page.
describe('deviceKind', () => {
  it('is one kind for every desktop browser, whatever its user agent', () => {
    expect(deviceKind(DESKTOP_FIREFOX, undefined)).toBe(deviceKind(DESKTOP_CHROME, '?0'));
  });

  it('tells phones apart by the app store their page offers, not by their model', () => {
    expect(deviceKind(PIXEL, '?1')).toBe(deviceKind(GALAXY, '?1'));
    expect(deviceKind(IPHONE, undefined)).not.toBe(deviceKind(PIXEL, '?1'));
    expect(deviceKind(PIXEL, '?1')).not.toBe(deviceKind(DESKTOP_CHROME, undefined));
  });

  it('takes the client hint: a desktop user agent that says it is mobile is a phone', () => {
    expect(deviceKind(DESKTOP_CHROME, '?1')).not.toBe(deviceKind(DESKTOP_CHROME, undefined));
  });
});
