import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { createTimedMemory } from '../../../lib/timed-memory.ts';
import { partnerSignInSchema } from './partner-flow.ts';

/**
 * The partner sign-in under way, kept while the viewer is at the partner: the partner sends them
 * back to one address for every partner, so the page learns from here which partner and offer it
 * was. An hour is ample: the sign-in itself expires after ten minutes.
 */
export const partnerSignInMemory = createTimedMemory(STORAGE_KEYS.partnerSignIn, partnerSignInSchema, 60 * 60 * 1000);
