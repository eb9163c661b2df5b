import { createStore, useStore } from 'zustand';
import { DEFAULT_CAPTION_STYLE, type CaptionStyle } from './caption-style.ts';
import {
  languageSchema,
  readCaptionPreferences,
  writeCaptionPreferences,
  type CaptionPreferences,
  type PreferenceStorage,
} from './caption-preferences.ts';

export interface CaptionPreferencesState {
  preferences: CaptionPreferences;
  setCaptionsOn: (captionsOn: boolean) => void;
  /** A tag that is not a language (Shaka's '' for an unlabelled track) is no choice, as storage reads it back. */
  setCaptionLanguage: (language: string | null) => void;
  setStyle: (style: CaptionStyle) => void;
  resetStyle: () => void;
  setAudioLanguage: (language: string | null) => void;
}

/** A store of the preferences, read from `storage` once and written back on every change. */
export function createCaptionPreferencesStore(storage: PreferenceStorage | null) {
  return createStore<CaptionPreferencesState>()((set, get) => {
    function update(change: Partial<CaptionPreferences>) {
      const preferences = { ...get().preferences, ...change };
      writeCaptionPreferences(storage, preferences);
      set({ preferences });
    }
    return {
      preferences: readCaptionPreferences(storage),
      setCaptionsOn: (captionsOn) => update({ captionsOn }),
      setCaptionLanguage: (language) => update({ captionLanguage: languageSchema.parse(language) }),
      setStyle: (style) => update({ style }),
      resetStyle: () => update({ style: { ...DEFAULT_CAPTION_STYLE } }),
      setAudioLanguage: (language) => update({ audioLanguage: languageSchema.parse(language) }),
    };
  });
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Reading the property itself throws where the browser blocks storage for this site.
    return null;
  }
}

/**
 * The tab's one store, so the player, its settings dialog and the caption layer share one
 * choice; outside React (e.g. when Shaka is configured) read it with `getState()`.
 */
export const captionPreferencesStore = createCaptionPreferencesStore(sessionStorageOrNull());

/** The viewer's caption and audio preferences with their setters. */
export function useCaptionPreferences(): CaptionPreferencesState {
  return useStore(captionPreferencesStore);
}
