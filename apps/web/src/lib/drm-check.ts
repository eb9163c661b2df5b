/** The DRM systems the player may use, by their EME key-system names. */
const KEY_SYSTEMS = {
  clearkey: 'org.w3.clearkey',
  widevine: 'com.widevine.alpha',
  playready: 'com.microsoft.playready',
  fairplay: 'com.apple.fps',
} as const;
export type DrmSystem = keyof typeof KEY_SYSTEMS;
/** Whether this browser has EME at all (it needs a secure context). */
export const hasEme = (nav: Navigator) => typeof nav.requestMediaKeySystemAccess === 'function';
export type DrmSupport = Record<DrmSystem, boolean>;

const CENC_VIDEO = 'video/mp4; codecs="avc1.42E01E"';
const CENC_AUDIO = 'audio/mp4; codecs="mp4a.40.2"';

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

/** Whether `system` grants the player's request here (at `robustness`, under its key system for that, when given); false after 3 s without an answer. */
export async function probe(nav: Navigator, system: DrmSystem, robustness?: { keySystem: string; level: string }): Promise<boolean> {
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
  const answers = await Promise.all(systems.map((system) => (hasEme(nav) ? probe(nav, system) : false)));
  result = Object.fromEntries(systems.map((system, i) => [system, answers[i] ?? false])) as DrmSupport;
  return result;
}

/** The start-up DRM check's answer, or null before it finished. */
export function drmSupport(): DrmSupport | null {
  return result;
}
