import type { AppVariant } from '@stat/contracts';

/** Compiled in by Vite's `define` from the APP_VARIANT environment variable. */
declare const __APP_VARIANT__: AppVariant;

/** The build variant: 'stat' (TV provider sign-in) or 'ott' (direct subscribers). */
export const VARIANT: AppVariant = __APP_VARIANT__;
export const isOtt: boolean = VARIANT === 'ott';
