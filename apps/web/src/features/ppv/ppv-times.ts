import { viewerDateFormat, type ViewerFormat } from '../../lib/viewer-format.ts';

const dateTime = viewerDateFormat({ weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
const dateOnly = viewerDateFormat({ month: 'long', day: 'numeric' });
const day = viewerDateFormat({ weekday: 'long', month: 'long', day: 'numeric' });
const longDate = viewerDateFormat({ dateStyle: 'long' });

/** An event time in the viewer's own time zone, with the zone's name: "Saturday, December 12 at 7:00 PM EST". */
export function formatEventTime(epochMs: number, viewer: ViewerFormat): string {
  return dateTime(viewer).format(epochMs);
}

/** An event's day without its year: "December 12". */
export function formatEventDate(epochMs: number, viewer: ViewerFormat): string {
  return dateOnly(viewer).format(epochMs);
}

/** A day with its year, for a record (a purchase): "December 4, 2026". */
export function formatRecordDate(epochMs: number, viewer: ViewerFormat): string {
  return longDate(viewer).format(epochMs);
}

/**
 * A page's date line: before the main event, its day in the viewer's time zone (the operator's
 * words cannot know the zone, and the demo clock moves the event); from then on, the page's own
 * ("Live now", "Replay available").
 */
export function dateLineOf(page: { isLive: boolean; countdownTimestamp: number; dateLine: string }, now: number, viewer: ViewerFormat): string {
  return !page.isLive && page.countdownTimestamp > now ? day(viewer).format(page.countdownTimestamp) : page.dateLine;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left until `target`, in whole units; null once it has come. */
export function countdownParts(target: number, now: number): CountdownParts | null {
  const left = Math.floor((target - now) / 1000);
  if (left <= 0) return null;
  return { days: Math.floor(left / 86_400), hours: Math.floor(left / 3_600) % 24, minutes: Math.floor(left / 60) % 60, seconds: left % 60 };
}
