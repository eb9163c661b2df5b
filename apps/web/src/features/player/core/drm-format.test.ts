import { describe, expect, it } from 'vitest';
import { formatsFor } from './drm-format.ts';

const none = { widevine: false, fairplay: false, clearkey: false, playready: false };

describe('formatsFor', () => {
  it('tries every format, best first, before the start-up check has answered', () => {
    expect(formatsFor(null)).toEqual(['WIDEVINE', 'FAIRPLAY_URI', 'CLEARKEY']);
  });

  it('asks only for what the browser has, studio-grade systems first', () => {
    expect(formatsFor({ ...none, widevine: true, clearkey: true })).toEqual(['WIDEVINE', 'CLEARKEY']);
    expect(formatsFor({ ...none, fairplay: true })).toEqual(['FAIRPLAY_URI']);
    expect(formatsFor({ ...none, clearkey: true })).toEqual(['CLEARKEY']);
  });

  it('asks for ClearKey when nothing is there, so the player names what is missing', () => {
    expect(formatsFor(none)).toEqual(['CLEARKEY']);
  });
});
