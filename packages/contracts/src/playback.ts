

/**
 * Start-play and licences (streaming spec sections 3, 4 "Playback" and 7 "Live schedule and
 * playback"). The spec names WIDEVINE and FAIRPLAY_URI as the formats a client asks for; CLEARKEY
 * is ours: the embedded default's key system, which every browser's EME has (docs/decisions.md).
 */
export const DRM_FORMATS = ['WIDEVINE', 'FAIRPLAY_URI', 'CLEARKEY'] as const;

export type DrmFormat = (typeof DRM_FORMATS)[number];

/** Why a viewer may play: a free title needs nobody; everything else needs a subscriber. */
export const ENTITLEMENTS = ['FREE', 'SUBSCRIBER'] as const;

export type Entitlement = (typeof ENTITLEMENTS)[number];
