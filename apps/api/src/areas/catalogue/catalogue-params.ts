import { z } from 'zod';
import { collectionIdSchema, seriesIdSchema, titleIdSchema } from '@stat/contracts';

/** Digits only: "1e3", " 7" or "0x7" are not catalogue ids, whatever Number() makes of them. */
export const catalogueIdParam = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'Expected a positive whole number')
  .transform(Number);

/** A title's id in a path, branded at the route boundary. */
export const titleIdParam = catalogueIdParam.pipe(titleIdSchema);

/** A series' id in a path, branded at the route boundary. */
export const seriesIdParam = catalogueIdParam.pipe(seriesIdSchema);

/** A collection's id in a path, branded at the route boundary. */
export const collectionIdParam = catalogueIdParam.pipe(collectionIdSchema);

/** Pages count from 1; past the last page the answer is an empty page, not an error. */
export const pageParam = z
  .string()
  .regex(/^[1-9]\d{0,4}$/, 'Expected a page number from 1')
  .transform(Number);
