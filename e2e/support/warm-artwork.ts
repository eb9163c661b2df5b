import { HOME_MODULE_TYPES, homeModulesSchema, itemImages, promotedSchema } from '@stat/contracts';

/** How many of home's shelves are on the first screen at the widths the journeys use. */
const FIRST_SHELVES = 3;

/**
 * Draws the art a first home screen shows (the hero's items and the first shelves, every srcset
 * width) before the journeys start. The server draws each image on its first request (0.2-0.9 s
 * of CPU); cold, a home visit's images take all of the browser's connections and the app's own
 * code and calls queue behind them, which made journeys that open on home time out early in a run.
 */
export async function warmHomeArtwork(baseUrl: string): Promise<void> {
  const get = (path: string) => fetch(`${baseUrl}${path}`, { headers: { 'sec-fetch-site': 'same-origin' } });
  const promoted = promotedSchema.parse(await (await get('/api/promoted')).json());
  const { modules } = homeModulesSchema.parse(await (await get(`/api/modules?supportedModules=${HOME_MODULE_TYPES.join(',')}`)).json());
  const items = [...promoted.items, ...modules.slice(0, FIRST_SHELVES).flatMap((module) => module.items)];
  const urls = [...new Set(items.flatMap((item) => itemImages(item).flatMap((image) => image.srcset.map((candidate) => candidate.url))))];
  // One at a time: the machine's cores are shared with the other server warming up.
  for (const url of urls) await (await get(url)).arrayBuffer();
}
