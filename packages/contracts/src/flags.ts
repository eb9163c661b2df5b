

export const HOME_MODULES = ['SERIES', 'MOVIES', 'CUSTOM', 'BRANDED', 'TRAILER'] as const;

/** The feature-flag configuration (section 9 of both documents), with the spec's values. */
export const FLAG_DEFAULTS = {
  bundleEnabled: true,
  bundleInfoEnabled: false,
  enhancedStandaloneEnabled: false,
  explainersEnabled: false,
  LTOCouponEnabled: false,
  supportedHomeModules: [...HOME_MODULES] as string[],
  purchaseDisabled: true,
  paywallClosed: true,
  winbackDisabled: true,
  migrationFAQEnabled: true,
  statMigrationEnabled: false,
};

export type Flags = typeof FLAG_DEFAULTS;

export type FlagKey = keyof Flags;

export const FLAG_KEYS = Object.keys(FLAG_DEFAULTS) as FlagKey[];
