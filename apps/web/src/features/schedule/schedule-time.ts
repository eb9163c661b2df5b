import { viewerDateFormat, type ViewerFormat } from '../../lib/viewer-format.ts';

const timeFormat = viewerDateFormat({ hour: 'numeric', minute: '2-digit' });
const dayFormat = viewerDateFormat({ weekday: 'long', month: 'short', day: 'numeric' });

/** "9:30 PM" in the viewer's time zone. */
export function formatTime(epochMs: number, viewer: ViewerFormat): string {
  return timeFormat(viewer).format(epochMs);
}

/** "Sunday, Nov 22": the heading of a day in the upcoming list. */
export function formatDay(epochMs: number, viewer: ViewerFormat): string {
  return dayFormat(viewer).format(epochMs);
}

/** Whole minutes left until `end`, at least 1 while it has not ended. */
export function minutesLeft(end: number, now: number): number {
  return Math.max(1, Math.ceil((end - now) / 60_000));
}
