import { checkDrm, hasEme, probe, type DrmSystem } from '../../../lib/drm-check.ts';

// Here, not in lib/drm-check.ts (which the first bundle carries): only the readiness check asks.
/**
 * The robustness levels a key system can be asked for, strongest first, and which of them are
 * hardware-backed: Widevine's five, and PlayReady's security levels (3000 hardware, 2000
 * software), which it takes under its "recommendation" key system.
 */
export const ROBUSTNESS_LEVELS = {
  widevine: { keySystem: 'com.widevine.alpha', levels: ['HW_SECURE_ALL', 'HW_SECURE_DECODE', 'HW_SECURE_CRYPTO', 'SW_SECURE_DECODE', 'SW_SECURE_CRYPTO'], hardware: ['HW_SECURE_ALL', 'HW_SECURE_DECODE', 'HW_SECURE_CRYPTO'] },
  playready: { keySystem: 'com.microsoft.playready.recommendation', levels: ['3000', '2000'], hardware: ['3000'] },
} as const;
type LevelledSystem = keyof typeof ROBUSTNESS_LEVELS;

/** What a key system offers this browser: whether it plays at all, and its strongest robustness (null: none asked or none granted). */
export interface KeySystemReport {
  supported: boolean;
  robustness: string | null;
  hardware: boolean;
}
export type DrmReport = Record<DrmSystem, KeySystemReport>;

/** The strongest robustness level `system` grants here, asking from the strongest down. */
async function strongestLevel(nav: Navigator, system: LevelledSystem): Promise<string | null> {
  const { keySystem, levels } = ROBUSTNESS_LEVELS[system];
  for (const level of levels) if (await probe(nav, system, { keySystem, level })) return level;
  return null;
}

/**
 * The readiness check's DRM probe: every key system, and for Widevine and PlayReady the
 * strongest robustness this browser grants. FairPlay is hardware-backed where it exists;
 * ClearKey never is.
 */
export async function checkDrmReport(nav: Navigator = navigator): Promise<DrmReport> {
  const support = await checkDrm(nav);
  const levelled = async (system: LevelledSystem): Promise<KeySystemReport> => {
    const robustness = hasEme(nav) ? await strongestLevel(nav, system) : null;
    const supported = support[system] || robustness !== null;
    return { supported, robustness, hardware: robustness !== null && (ROBUSTNESS_LEVELS[system].hardware as readonly string[]).includes(robustness) };
  };
  const [widevine, playready] = await Promise.all([levelled('widevine'), levelled('playready')]);
  return {
    widevine,
    playready,
    fairplay: { supported: support.fairplay, robustness: null, hardware: support.fairplay },
    clearkey: { supported: support.clearkey, robustness: null, hardware: false },
  };
}
