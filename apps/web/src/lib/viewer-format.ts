import { useHydrating } from './use-hydrating.ts';

/** How dates and times are written for the viewer: a locale and a time zone (undefined: the browser's own). */
export interface ViewerFormat {
  locale: string | undefined;
  timeZone: string | undefined;
}

/**
 * What the server writes with, and what the browser's first render (the hydration) writes with
 * too: the server knows neither the viewer's locale nor zone, and hydration needs its markup.
 */
export const DOCUMENT_FORMAT: ViewerFormat = Object.freeze({ locale: 'en-US', timeZone: 'UTC' });

/** The viewer's own: the browser's locale and time zone. */
export const BROWSER_FORMAT: ViewerFormat = Object.freeze({ locale: undefined, timeZone: undefined });

/**
 * The locale and zone to format dates with in render: the document's during hydration (so the
 * markup matches the server's), the viewer's right after (React renders again when the two
 * snapshots differ), and the viewer's at once in a tree the browser renders afresh.
 */
export function useViewerFormat(): ViewerFormat {
  return useHydrating() ? DOCUMENT_FORMAT : BROWSER_FORMAT;
}

/**
 * A date format with fixed `options`, built once per locale and zone: `(viewer) => Intl.DateTimeFormat`.
 * `options.timeZone` or `locale`, when given, win over the viewer's (a calendar day kept in UTC,
 * a page worded in en-US whatever the browser's language).
 */
export function viewerDateFormat(options: Intl.DateTimeFormatOptions, locale?: string): (viewer: ViewerFormat) => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (viewer) => {
    const chosenLocale = locale ?? viewer.locale;
    const timeZone = options.timeZone ?? viewer.timeZone;
    const key = `${chosenLocale ?? ''}|${timeZone ?? ''}`;
    let format = formats.get(key);
    if (!format) {
      format = new Intl.DateTimeFormat(chosenLocale, { ...options, timeZone });
      formats.set(key, format);
    }
    return format;
  };
}
