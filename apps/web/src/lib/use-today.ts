import { useNow } from './use-now.ts';
import { useViewerFormat, viewerDateFormat } from './viewer-format.ts';

// en-CA writes a day as a date input's value wants it: 2026-11-28.
const isoDay = viewerDateFormat({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');

/** Today as YYYY-MM-DD in the viewer's zone (a date input's `max`); the document's day while hydrating. */
export function useToday(): string {
  const now = useNow(60_000);
  return isoDay(useViewerFormat()).format(now);
}
