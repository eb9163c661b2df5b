/** The DRM systems the player may use, by their EME key-system names. */
const KEY_SYSTEMS = {
  clearkey: 'org.w3.clearkey',
  widevine: 'com.widevine.alpha',
  playready: 'com.microsoft.playready',
  fairplay: 'com.apple.fps',
} as const;
export type DrmSystem = keyof typeof KEY_SYSTEMS;
export type DrmSupport = Record<DrmSystem, boolean>;

const CENC_VIDEO = 'video/mp4; codecs="avc1.42E01E"';
const CENC_AUDIO = 'audio/mp4; codecs="mp4a.40.2"';

/**
 * The robustness levels a key system can be asked for, strongest first, and which of them are
 * hardware-backed: Widevine's five, and PlayReady's security levels (3000 hardware, 2000
 * software), which it takes under its "recommendation" key system.
 */
export const ROBUSTNESS_LEVELS = {
  widevine: { keySystem: KEY_SYSTEMS.widevine, levels: ['HW_SECURE_ALL', 'HW_SECURE_DECODE', 'HW_SECURE_CRYPTO', 'SW_SECURE_DECODE', 'SW_SECURE_CRYPTO'], hardware: ['HW_SECURE_ALL', 'HW_SECURE_DECODE', 'HW_SECURE_CRYPTO'] },
  playready: { keySystem: 'com.microsoft.playready.recommendation', levels: ['3000', '2000'], hardware: ['3000'] },
} as const;
type LevelledSystem = keyof typeof ROBUSTNESS_LEVELS;

/** Realistic requests per key system: what the player will ask for when it plays. */
function configsFor(system: DrmSystem, robustness: string = system === 'widevine' ? 'SW_SECURE_CRYPTO' : ''): MediaKeySystemConfiguration[] {
  if (system === 'fairplay') {
    return [{ initDataTypes: ['sinf', 'skd'], videoCapabilities: [{ contentType: CENC_VIDEO }] }];
  }
  return [
    {
      initDataTypes: ['cenc'],
      videoCapabilities: [{ contentType: CENC_VIDEO, robustness }],
      audioCapabilities: [{ contentType: CENC_AUDIO, robustness }],
      distinctiveIdentifier: 'optional',
      persistentState: 'optional',
      sessionTypes: ['temporary'],
    },
  ];
}

// Some browsers never settle a request for a key system they do not know.
const PROBE_TIMEOUT_MS = 3_000;

async function probe(nav: Navigator, system: DrmSystem, robustness?: { keySystem: string; level: string }): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  const request = nav
    .requestMediaKeySystemAccess(robustness?.keySystem ?? KEY_SYSTEMS[system], configsFor(system, robustness?.level))
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([request, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

let result: DrmSupport | null = null;

/** Probes EME for every key system (needs a secure context); the result is kept for the player. */
export async function checkDrm(nav: Navigator = navigator): Promise<DrmSupport> {
  const systems = Object.keys(KEY_SYSTEMS) as DrmSystem[];
  const hasEme = typeof nav.requestMediaKeySystemAccess === 'function';
  const answers = await Promise.all(systems.map((system) => (hasEme ? probe(nav, system) : false)));
  result = Object.fromEntries(systems.map((system, i) => [system, answers[i] ?? false])) as DrmSupport;
  return result;
}

/** The start-up DRM check's answer, or null before it finished. */
export function drmSupport(): DrmSupport | null {
  return result;
}

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
  const hasEme = typeof nav.requestMediaKeySystemAccess === 'function';
  const levelled = async (system: LevelledSystem): Promise<KeySystemReport> => {
    const robustness = hasEme ? await strongestLevel(nav, system) : null;
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
