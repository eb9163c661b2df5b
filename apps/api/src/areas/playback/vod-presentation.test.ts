import { describe, expect, it } from 'vitest';
import { MANIFESTS, vodFileOf, vodPaths, type VodShape } from './vod-presentation.ts';

const clip = {
  video: [{ id: 'video-720' }, { id: 'video-360' }],
  audio: [{ id: 'audio-en' }],
  captions: [{ lang: 'en' }, { lang: 'es' }],
} as VodShape['clip'];
const title: VodShape = { clip, manifests: MANIFESTS, captions: true, segments: 3 };
const preroll: VodShape = { clip, manifests: ['manifest.mpd'], captions: false, segments: 2 };

describe('vodFileOf', () => {
  it.each([
    [title, ['manifest.mpd'], { kind: 'manifest', name: 'manifest.mpd' }],
    [title, ['sd.mpd'], { kind: 'manifest', name: 'sd.mpd' }],
    [preroll, ['sd.mpd'], null],
    [title, ['captions-es.vtt'], { kind: 'captions', lang: 'es' }],
    [title, ['captions-fr.vtt'], null],
    [preroll, ['captions-en.vtt'], null],
    [title, ['nothing.mpd'], null],
    [title, ['audio-en', 'init.mp4'], { kind: 'init', track: 'audio-en' }],
    [title, ['video-4k', 'init.mp4'], null],
    [title, ['video-360', '1.m4s'], { kind: 'segment', track: 'video-360', number: 1 }],
    [title, ['video-360', '3.m4s'], { kind: 'segment', track: 'video-360', number: 3 }],
    [title, ['video-360', '4.m4s'], null],
    [title, ['video-360', '0.m4s'], null],
    [title, ['video-360', 'x.m4s'], null],
    [title, ['video-360', '1.m4s', 'more'], null],
  ] as const)('%#: %j', (shape, path, expected) => {
    expect(vodFileOf(shape, path)).toEqual(expected);
  });
});

describe('vodPaths', () => {
  it('lists the manifests, the captions, then each track’s init and segments: every one a file of the presentation', () => {
    const paths = vodPaths(title);
    expect(paths.slice(0, 6)).toEqual([['manifest.mpd'], ['sd.mpd'], ['captions-en.vtt'], ['captions-es.vtt'], ['video-720', 'init.mp4'], ['video-720', '1.m4s']]);
    expect(paths).toHaveLength(2 + 2 + 3 * (1 + 3));
    expect(paths.every((path) => vodFileOf(title, path) !== null)).toBe(true);
  });

  it('leaves out what a presentation has no route for (the pre-roll’s SD manifest and captions)', () => {
    expect(vodPaths(preroll).filter((path) => path.length === 1)).toEqual([['manifest.mpd']]);
    expect(vodPaths(preroll)).toHaveLength(1 + 3 * (1 + 2));
  });
});
