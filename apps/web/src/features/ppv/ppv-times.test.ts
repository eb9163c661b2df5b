import { describe, expect, it } from 'vitest';
import { BROWSER_FORMAT, DOCUMENT_FORMAT } from '../../lib/viewer-format.ts';
import { countdownParts, dateLineOf, formatEventTime } from './ppv-times.ts';

describe('countdownParts', () => {
  const target = Date.UTC(2026, 11, 13, 3, 0);
  it.each([
    ['days, hours, minutes and seconds left', target - (2 * 86_400 + 3 * 3_600 + 4 * 60 + 5) * 1000, { days: 2, hours: 3, minutes: 4, seconds: 5 }],
    ['a part second is not counted', target - 1_500, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    ['nothing once it has come', target, null],
    ['nothing after', target + 60_000, null],
  ])('%s', (_, now, parts) => {
    expect(countdownParts(target, now)).toEqual(parts);
  });
});

describe('dateLineOf', () => {
  const target = Date.UTC(2026, 11, 13, 3, 0);
  const page = { isLive: false, countdownTimestamp: target, dateLine: 'Replay available' };
  it('before the main event: its day, in the viewer\'s zone', () => {
    expect(dateLineOf(page, target - 1, BROWSER_FORMAT)).toBe(new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric' }).format(target));
  });
  it('live or after: the page\'s own words', () => {
    expect(dateLineOf({ ...page, isLive: true, dateLine: 'Live now' }, target - 1, BROWSER_FORMAT)).toBe('Live now');
    expect(dateLineOf(page, target + 1, BROWSER_FORMAT)).toBe('Replay available');
  });
});

describe('formatEventTime', () => {
  const mainEvent = Date.UTC(2026, 11, 13, 3, 0);
  it('in the document\'s format: en-US, in UTC, whatever the machine', () => {
    expect(formatEventTime(mainEvent, DOCUMENT_FORMAT)).toBe('Sunday, December 13 at 3:00 AM UTC');
  });
  it('in a viewer\'s zone: New York\'s evening before', () => {
    expect(formatEventTime(mainEvent, { locale: 'en-US', timeZone: 'America/New_York' })).toBe('Saturday, December 12 at 10:00 PM EST');
  });
});
