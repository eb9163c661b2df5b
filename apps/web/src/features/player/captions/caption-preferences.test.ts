import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { DEFAULT_CAPTION_STYLE } from './caption-style.ts';
import {
  DEFAULT_CAPTION_PREFERENCES,
  readCaptionPreferences,
  writeCaptionPreferences,
  type CaptionPreferences,
  type PreferenceStorage,
} from './caption-preferences.ts';

const chosen: CaptionPreferences = {
  captionsOn: true,
  captionLanguage: 'es',
  style: { ...DEFAULT_CAPTION_STYLE, font: 'casual', scale: 1.5, textColor: 'yellow', edge: 'uniform' },
  audioLanguage: 'pt-BR',
};

/** Storage that refuses every call, as a browser with storage blocked does. */
const refusing: PreferenceStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

// The files of a worker share jsdom: what another file kept in either storage goes first.
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('caption preferences in session storage', () => {
  it('are captions off, no language, the default style and the main audio at first', () => {
    expect(readCaptionPreferences(sessionStorage)).toEqual(DEFAULT_CAPTION_PREFERENCES);
    expect(DEFAULT_CAPTION_PREFERENCES).toEqual({
      captionsOn: false,
      captionLanguage: null,
      style: DEFAULT_CAPTION_STYLE,
      audioLanguage: null,
    });
  });

  it('come back as they were written', () => {
    writeCaptionPreferences(sessionStorage, chosen);
    expect(readCaptionPreferences(sessionStorage)).toEqual(chosen);
  });

  it('are kept under the two prefixed keys, closed captions and SAP (streaming spec section 9)', () => {
    writeCaptionPreferences(sessionStorage, chosen);
    expect(STORAGE_KEYS.closedCaptions).toMatch(/^stat:/);
    expect(STORAGE_KEYS.sap).toMatch(/^stat:/);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.closedCaptions) ?? '')).toEqual({
      captionsOn: true,
      captionLanguage: 'es',
      style: chosen.style,
    });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.sap) ?? '')).toEqual({ audioLanguage: 'pt-BR' });
    expect(localStorage.length).toBe(0);
  });

  it.each(['{not json', '"on"', 'null', '[]', '42'])('read stored caption settings %s as the defaults', (raw) => {
    sessionStorage.setItem(STORAGE_KEYS.closedCaptions, raw);
    sessionStorage.setItem(STORAGE_KEYS.sap, JSON.stringify({ audioLanguage: 'es' }));
    expect(readCaptionPreferences(sessionStorage)).toEqual({ ...DEFAULT_CAPTION_PREFERENCES, audioLanguage: 'es' });
  });

  it('lose only what a damaged SAP setting held', () => {
    writeCaptionPreferences(sessionStorage, chosen);
    sessionStorage.setItem(STORAGE_KEYS.sap, '{"audioLanguage":');
    expect(readCaptionPreferences(sessionStorage)).toEqual({ ...chosen, audioLanguage: null });
  });

  it('replace each unreadable value by its default and keep the rest', () => {
    sessionStorage.setItem(
      STORAGE_KEYS.closedCaptions,
      JSON.stringify({ captionsOn: 'yes', captionLanguage: 'es', style: { textColor: 'yellow', scale: 9 } }),
    );
    sessionStorage.setItem(STORAGE_KEYS.sap, JSON.stringify({ audioLanguage: '<script>' }));
    expect(readCaptionPreferences(sessionStorage)).toEqual({
      captionsOn: false,
      captionLanguage: 'es',
      style: { ...DEFAULT_CAPTION_STYLE, textColor: 'yellow' },
      audioLanguage: null,
    });
  });

  it.each(['', 'english', 'e', 'en_US', 42])('take %j for no caption language', (captionLanguage) => {
    sessionStorage.setItem(STORAGE_KEYS.closedCaptions, JSON.stringify({ captionsOn: true, captionLanguage }));
    expect(readCaptionPreferences(sessionStorage).captionLanguage).toBeNull();
  });

  it('fall back to the defaults, without throwing, when storage is refused or missing', () => {
    expect(() => writeCaptionPreferences(refusing, chosen)).not.toThrow();
    expect(readCaptionPreferences(refusing)).toEqual(DEFAULT_CAPTION_PREFERENCES);
    expect(() => writeCaptionPreferences(null, chosen)).not.toThrow();
    expect(readCaptionPreferences(null)).toEqual(DEFAULT_CAPTION_PREFERENCES);
  });
});
