import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { liveManifest } from './live-manifest.ts';
import { mediaClipSchema, type MediaClip } from '../pipeline/media-index.ts';
import { loopedSegment, segmentCount } from './presentation.ts';
import { vodManifest } from './vod-manifest.ts';

const clip: MediaClip = mediaClipSchema.parse({
  id: 'harbour-lights',
  name: 'Harbour Lights',
  kind: 'programme',
  index: 2,
  duration: 40,
  segmentCount: 20,
  video: [
    { id: 'video-720', width: 1280, height: 720, bandwidth: 2_000_000, codecs: 'avc1.4d401f', frameRate: 25, timescale: 12800 },
    { id: 'video-360', width: 640, height: 360, bandwidth: 600_000, codecs: 'avc1.4d401e', frameRate: 25, timescale: 12800 },
  ],
  audio: [
    { id: 'audio-en', lang: 'en', role: 'main', label: 'English', codecs: 'mp4a.40.2', bandwidth: 128_000, sampleRate: 48_000, channels: 2, timescale: 48_000 },
    { id: 'audio-es', lang: 'es', role: 'alternate', label: 'Español', codecs: 'mp4a.40.2', bandwidth: 128_000, sampleRate: 48_000, channels: 2, timescale: 48_000 },
  ],
  captions: [
    { lang: 'en', label: 'English' },
    { lang: 'es', label: 'Español' },
  ],
});
const kid = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['Period', 'AdaptationSet', 'Representation', 'ContentProtection'].includes(name) });
type Element = Record<string, unknown> & { AdaptationSet: (Record<string, unknown> & { Representation: Record<string, unknown>[]; ContentProtection?: Record<string, unknown>[] })[] };
const parse = (xml: string) => parser.parse(xml).MPD as Record<string, string> & { Period: Element[] };

describe('vodManifest', () => {
  it('is one static period as long as the title, with the ladder, both audio programmes and both caption languages', () => {
    const mpd = parse(vodManifest({ durationSeconds: 2_700, clip, kid, sdOnly: false }));
    expect(mpd.type).toBe('static');
    expect(mpd.mediaPresentationDuration).toBe('PT2700S');
    const [period] = mpd.Period;
    const sets = period!.AdaptationSet;
    expect(sets.map((set) => set.contentType)).toEqual(['video', 'audio', 'audio', 'text', 'text']);
    expect(sets[0]!.Representation.map((rep) => rep.id)).toEqual(['video-720', 'video-360']);
    expect(sets.filter((set) => set.contentType === 'audio').map((set) => [set.lang, (set.Role as { value: string }).value])).toEqual([
      ['en', 'main'],
      ['es', 'alternate'],
    ]);
    expect(sets[3]!.Representation[0]!.BaseURL).toBe('captions-en.vtt');
  });

  it('signals cenc with the default KID and the ClearKey system on video and audio, not on captions', () => {
    const sets = parse(vodManifest({ durationSeconds: 60, clip, kid, sdOnly: false })).Period[0]!.AdaptationSet;
    for (const set of sets.slice(0, 3)) {
      expect(set.ContentProtection).toEqual([
        { schemeIdUri: 'urn:mpeg:dash:mp4protection:2011', value: 'cenc', 'cenc:default_KID': '00112233-4455-6677-8899-aabbccddeeff' },
        { schemeIdUri: 'urn:uuid:e2719d58-a985-b3c9-781a-b030af78d30e', value: 'ClearKey1.0' },
      ]);
    }
    expect(sets[3]!.ContentProtection).toBeUndefined();
  });

  it('keeps only standard definition in the SD-only presentation', () => {
    const sets = parse(vodManifest({ durationSeconds: 60, clip, kid, sdOnly: true })).Period[0]!.AdaptationSet;
    expect(sets[0]!.Representation.map((rep) => rep.height)).toEqual(['360']);
  });

  it('leaves the house pre-roll in the clear: no protection signalled', () => {
    const sets = parse(vodManifest({ durationSeconds: 8, clip, kid: null, sdOnly: false })).Period[0]!.AdaptationSet;
    expect(sets.every((set) => set.ContentProtection === undefined)).toBe(true);
  });
});

describe('liveManifest', () => {
  const start = Date.UTC(2026, 10, 23, 20, 0);
  const input = {
    nowMs: start + 600_000,
    periods: [
      { startMs: start, clip, kid },
      { startMs: start + 1_800_000, clip, kid },
    ],
    dvrSeconds: 1_800,
    updateSeconds: 10,
    timingUrl: '/media/time',
    sdOnly: false,
  };

  it('is dynamic on the wall clock, one period per program from its start, each under its own base', () => {
    const mpd = parse(liveManifest(input));
    expect(mpd.type).toBe('dynamic');
    expect(mpd.availabilityStartTime).toBe('1970-01-01T00:00:00.000Z');
    expect(mpd.timeShiftBufferDepth).toBe('PT1800S');
    expect(mpd.Period.map((period) => [period.id, period.start, period.BaseURL])).toEqual([
      [String(start), `PT${start / 1000}S`, `${start}/`],
      [String(start + 1_800_000), `PT${(start + 1_800_000) / 1000}S`, `${start + 1_800_000}/`],
    ]);
    expect((mpd as unknown as { UTCTiming: { value: string } }).UTCTiming.value).toBe('/media/time');
  });
});

describe('segments', () => {
  it('covers a duration with two-second segments, the last one cut short', () => {
    expect(segmentCount(60)).toBe(30);
    expect(segmentCount(61)).toBe(31);
  });

  it('loops a clip: each pass plays its segments again, later on the timeline', () => {
    expect(loopedSegment(1, 24)).toEqual({ clipSegment: 1, shiftSeconds: 0 });
    expect(loopedSegment(24, 24)).toEqual({ clipSegment: 24, shiftSeconds: 0 });
    expect(loopedSegment(25, 24)).toEqual({ clipSegment: 1, shiftSeconds: 48 });
    expect(loopedSegment(100, 24)).toEqual({ clipSegment: 4, shiftSeconds: 192 });
  });
});
