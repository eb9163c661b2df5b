

/** Pay-per-view phases, in the order a night walks them (streaming spec section 5). */
export const PPV_PHASES = ['pre', 'dayof', 'prepress', 'live', 'post', 'postpress', 'cooldown', 'sunset'] as const;

/** The event page's sections (streaming spec section 5). */
export const PPV_SECTIONS = ['event-info', 'event-card', 'event-purchase', 'watch', 'order-details', 'ways-to-watch'] as const;

/** Event kinds on the schedule (streaming spec section 5). */
export const PPV_EVENT_KINDS = ['LIVE', 'PPV', 'VOD'] as const;

/** The pages of GET ppv/state (streaming spec section 3). */
export const PPV_PAGE_NAMES = ['general', 'banner', 'event', 'modal', 'home', 'promotion'] as const;

export type PpvPageName = (typeof PPV_PAGE_NAMES)[number];

/** Refresh timer = server expiresIn capped at 1 hour; error retry 5 s, max 3 (streaming spec section 9). */
export const PPV_REFRESH_CAP_SECONDS = 3_600;

export const PPV_RETRY_DELAY_MS = 5_000;

export const PPV_MAX_CONSECUTIVE_FAILURES = 3;
