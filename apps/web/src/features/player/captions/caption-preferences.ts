import { z } from 'zod';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { DEFAULT_CAPTION_STYLE, captionStyleSchema, type CaptionStyle } from './caption-style.ts';

/** The part of Web Storage the preferences use: sessionStorage in the app, a stand-in in tests. */
export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface CaptionPreferences {
  captionsOn: boolean;
  /** Language tag of the chosen caption track, e.g. 'en' or 'es'; null until the viewer picks one. */
  captionLanguage: string | null;
  style: CaptionStyle;
  /** Language tag of the chosen audio (SAP) track; null plays the program's main audio. */
  audioLanguage: string | null;
}

/** Captions off, no language chosen, the default style, the main audio. */
export const DEFAULT_CAPTION_PREFERENCES: CaptionPreferences = {
  captionsOn: false,
  captionLanguage: null,
  style: DEFAULT_CAPTION_STYLE,
  audioLanguage: null,
};

/** A BCP 47 tag as Shaka reports a track's language ('en', 'es', 'pt-BR'); anything else is none. */
export const languageSchema = z
  .string()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/)
  .nullable()
  .catch(null);

const closedCaptionsSchema = z
  .object({
    captionsOn: z.boolean().catch(DEFAULT_CAPTION_PREFERENCES.captionsOn),
    captionLanguage: languageSchema,
    style: captionStyleSchema,
  })
  .catch(() => {
    const { captionsOn, captionLanguage } = DEFAULT_CAPTION_PREFERENCES;
    return { captionsOn, captionLanguage, style: { ...DEFAULT_CAPTION_STYLE } };
  });

const sapSchema = z
  .object({ audioLanguage: languageSchema })
  .catch({ audioLanguage: DEFAULT_CAPTION_PREFERENCES.audioLanguage });

function readJson(storage: PreferenceStorage | null, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw == null ? undefined : JSON.parse(raw);
  } catch {
    // Unreadable JSON, or storage refused (private mode): the defaults stand.
    return undefined;
  }
}

/**
 * The viewer's caption and audio choices of this tab. Closed-caption and SAP settings are two
 * keys, as the spec names them (streaming spec section 9), so a damaged one costs only its own
 * values; within each, an unreadable value falls back to its default and keeps the rest.
 */
export function readCaptionPreferences(storage: PreferenceStorage | null): CaptionPreferences {
  return {
    ...closedCaptionsSchema.parse(readJson(storage, STORAGE_KEYS.closedCaptions)),
    ...sapSchema.parse(readJson(storage, STORAGE_KEYS.sap)),
  };
}

/** Keeps the preferences for the tab; without usable storage they last as long as the page. */
export function writeCaptionPreferences(storage: PreferenceStorage | null, preferences: CaptionPreferences): void {
  const { audioLanguage, ...closedCaptions } = preferences;
  try {
    storage?.setItem(STORAGE_KEYS.closedCaptions, JSON.stringify(closedCaptions));
    storage?.setItem(STORAGE_KEYS.sap, JSON.stringify({ audioLanguage }));
  } catch {
    // Storage full or disabled: the choice still holds in memory for this page.
  }
}
