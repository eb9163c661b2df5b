import { z } from 'zod';

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

/** The targeting context the client sends with every OFREP evaluation. */
export const flagContextSchema = z.object({
  targetingKey: z.string().min(1).max(128),
  deviceBucket: z.number().int().min(0).max(99),
  variant: z.enum(['stat', 'ott']).optional(),
});
export type FlagContext = z.infer<typeof flagContextSchema>;
