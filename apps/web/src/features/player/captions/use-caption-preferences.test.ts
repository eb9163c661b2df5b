import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { DEFAULT_CAPTION_STYLE, type CaptionStyle } from './caption-style.ts';
import { DEFAULT_CAPTION_PREFERENCES, readCaptionPreferences } from './caption-preferences.ts';
import { captionPreferencesStore, createCaptionPreferencesStore, useCaptionPreferences } from './use-caption-preferences.ts';

const yellowOnBlue: CaptionStyle = { ...DEFAULT_CAPTION_STYLE, textColor: 'yellow', backgroundColor: 'blue' };

afterEach(() => {
  cleanup();
  act(() => {
    const { setCaptionsOn, setCaptionLanguage, resetStyle, setAudioLanguage } = captionPreferencesStore.getState();
    setCaptionsOn(false);
    setCaptionLanguage(null);
    resetStyle();
    setAudioLanguage(null);
  });
  sessionStorage.clear();
});

describe('createCaptionPreferencesStore', () => {
  it('starts from what the tab kept', () => {
    sessionStorage.setItem(STORAGE_KEYS.closedCaptions, JSON.stringify({ captionsOn: true, captionLanguage: 'es' }));
    const store = createCaptionPreferencesStore(sessionStorage);
    expect(store.getState().preferences).toEqual({ ...DEFAULT_CAPTION_PREFERENCES, captionsOn: true, captionLanguage: 'es' });
  });

  it('writes every change through, so a new store in the same tab reads it back', () => {
    const store = createCaptionPreferencesStore(sessionStorage);
    const { setCaptionsOn, setCaptionLanguage, setStyle, setAudioLanguage } = store.getState();
    setCaptionsOn(true);
    setCaptionLanguage('es');
    setStyle(yellowOnBlue);
    setAudioLanguage('es');
    const expected = { captionsOn: true, captionLanguage: 'es', style: yellowOnBlue, audioLanguage: 'es' };
    expect(store.getState().preferences).toEqual(expected);
    expect(readCaptionPreferences(sessionStorage)).toEqual(expected);
    expect(createCaptionPreferencesStore(sessionStorage).getState().preferences).toEqual(expected);
  });

  it('resets only the style', () => {
    const store = createCaptionPreferencesStore(sessionStorage);
    store.getState().setCaptionsOn(true);
    store.getState().setStyle(yellowOnBlue);
    store.getState().resetStyle();
    expect(store.getState().preferences).toEqual({ ...DEFAULT_CAPTION_PREFERENCES, captionsOn: true });
    expect(readCaptionPreferences(sessionStorage).style).toEqual(DEFAULT_CAPTION_STYLE);
  });

  it('keeps a track without a language tag as no choice, as storage would read it back', () => {
    const store = createCaptionPreferencesStore(sessionStorage);
    store.getState().setCaptionLanguage('');
    store.getState().setAudioLanguage('');
    expect(store.getState().preferences).toEqual(DEFAULT_CAPTION_PREFERENCES);
  });

  it('works in memory when there is no storage', () => {
    const store = createCaptionPreferencesStore(null);
    store.getState().setCaptionsOn(true);
    expect(store.getState().preferences.captionsOn).toBe(true);
  });
});

describe('useCaptionPreferences', () => {
  it('renders the tab store and re-renders on each change, in every component that uses it', () => {
    const first = renderHook(() => useCaptionPreferences());
    const second = renderHook(() => useCaptionPreferences());
    expect(first.result.current.preferences).toEqual(DEFAULT_CAPTION_PREFERENCES);
    act(() => first.result.current.setCaptionsOn(true));
    act(() => first.result.current.setStyle(yellowOnBlue));
    expect(second.result.current.preferences).toMatchObject({ captionsOn: true, style: yellowOnBlue });
    expect(readCaptionPreferences(sessionStorage)).toMatchObject({ captionsOn: true, style: yellowOnBlue });
    act(() => second.result.current.resetStyle());
    expect(first.result.current.preferences.style).toEqual(DEFAULT_CAPTION_STYLE);
  });
});
