import { z } from 'zod';
import { playFixSchema } from './play-fix-schemas.ts';

/**
 * The schemas of errors.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

/** The API error object (shell spec section 3): code, body, exceptionType, exception, call. */
export const apiErrorSchema = z.object({
  code: z.string(),
  title: z.string().optional(),
  body: z.string(),
  exceptionType: z.string().optional(),
  exception: z.string().optional(),
  /** Labels of the buttons the error offers. */
  call: z.array(z.string()).optional(),
  /** A refused play's way out (play-fix-schemas.ts): the same from can-play, start-play and the licence server. */
  fix: playFixSchema.optional(),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

/** Every error answer of the API has this shape; the wrapper rejects with its `error`. */
export const apiErrorResponseSchema = z.object({ error: apiErrorSchema });

export type ApiErrorResponse = z.infer<typeof apiErrorResponseSchema>;
