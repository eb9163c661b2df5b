import { XMLBuilder } from 'fast-xml-parser';

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', suppressBooleanAttributes: false, suppressEmptyNode: true });

/** ISO 8601 duration in whole or fractional seconds, as MPD attributes take them. */
export const isoSeconds = (seconds: number) => `PT${Number(seconds.toFixed(3))}S`;

/** An MPD document from its attributes and children (fast-xml-parser's object form). */
export function mpdXml(mpd: Record<string, unknown>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({
    MPD: {
      '@_xmlns': 'urn:mpeg:dash:schema:mpd:2011',
      '@_xmlns:cenc': 'urn:mpeg:cenc:2013',
      '@_profiles': 'urn:mpeg:dash:profile:isoff-live:2011',
      '@_minBufferTime': isoSeconds(2),
      ...mpd,
    },
  })}`;
}
