const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'short', day: 'numeric' });

/** "9:30 PM" in the viewer's time zone. */
export function formatTime(epochMs: number): string {
  return timeFormat.format(epochMs);
}

/** "Sunday, Nov 22": the heading of a day in the upcoming list. */
export function formatDay(epochMs: number): string {
  return dayFormat.format(epochMs);
}

/** Whole minutes left until `end`, at least 1 while it has not ended. */
export function minutesLeft(end: number, now: number): number {
  return Math.max(1, Math.ceil((end - now) / 60_000));
}
