import { z } from 'zod';
import { createSignedTokens } from '../../lib/signed-token.ts';

/**
 * The e-mail change's link token: whose account, the address it replaces and the new one. Bound
 * to the address it replaces, so it works once: after the change (or any other) the account no
 * longer has it.
 */
export const emailChangeSchema = z.object({ u: z.string().min(1), from: z.string().min(1), to: z.string().min(1) });

export const createEmailChangeTokens = (secret: Buffer, now?: () => number) => createSignedTokens(secret, 'email-change', emailChangeSchema, now);
