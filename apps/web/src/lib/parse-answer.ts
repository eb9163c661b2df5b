import type { z } from 'zod';

/**
 * An API answer checked against its schema, which is loaded on demand with the rest of its area's
 * schemas (`import('@stat/contracts/<area>-schemas')`): zod and the schemas are not in the code a
 * server-rendered page needs to hydrate, since that page's data was checked on the server. The
 * answer and the schema are awaited together, so a first call costs no extra round trip.
 */
export async function parseAnswer<M, S extends z.ZodType>(answer: Promise<unknown>, schemas: Promise<M>, pick: (loaded: M) => S): Promise<z.output<S>> {
  const [value, loaded] = await Promise.all([answer, schemas]);
  return pick(loaded).parse(value);
}
