const dateTime = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { month: 'long', day: 'numeric' });
const day = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric' });
const longDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

/** An event time in the viewer's own time zone, with the zone's name: "Saturday, December 12 at 7:00 PM EST". */
export function formatEventTime(epochMs: number): string {
  return dateTime.format(epochMs);
}

export function formatEventDate(epochMs: number): string {
  return dateOnly.format(epochMs);
}

/** A day with its year, for a record (a purchase): "December 4, 2026". */
export function formatRecordDate(epochMs: number): string {
  return longDate.format(epochMs);
}

/**
 * A page's date line: before the main event, its day in the viewer's time zone (the operator's
 * words cannot know the zone, and the demo clock moves the event); from then on, the page's own
 * ("Live now", "Replay available").
 */
export function dateLineOf(page: { isLive: boolean; countdownTimestamp: number; dateLine: string }, now: number): string {
  return !page.isLive && page.countdownTimestamp > now ? day.format(page.countdownTimestamp) : page.dateLine;
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
