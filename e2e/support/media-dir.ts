import { join } from 'node:path';
import { repoRoot } from './api-server.mjs';

/** Where global setup makes the sample clips for the e2e servers (the same as `npm start`'s). */
export const E2E_MEDIA_DIR = join(repoRoot, 'data', 'media');
