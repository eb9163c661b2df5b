import { SETTINGS_PATH, SUBSCRIBE_QUERY } from './settings-shell.ts';
import type { NewsletterId } from './settings-shell-schemas.ts';

/** What works on settings-shell's parsed types (it follows the schemas, so the arrows run one way). */

export const settingsSubscribeLanding = (id: NewsletterId) => `${SETTINGS_PATH}?${SUBSCRIBE_QUERY}=${id}`;
