import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../../scripts/lib/chromium.mjs';

/** Debian's headless shell: the journeys' browser, never a downloaded one (docs/operations.md). */
export const HEADLESS_SHELL: LaunchOptions = { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS };

/**
 * Debian's full Chromium, for the journeys that need what only the browser has: the `chrome`
 * global, by which the app tells Chrome (the Cast sender's browser) from others.
 */
export const FULL_CHROMIUM: LaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
