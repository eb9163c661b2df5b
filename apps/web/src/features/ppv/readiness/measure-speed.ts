/**
 * Downloads `uris` one after another past every cache (a fresh query defeats a shared cache,
 * `no-store` the browser's) and answers the rate in bits per second; null when a download fails.
 */
export async function measureDownload(uris: readonly string[], fetcher: typeof fetch = fetch, clock: () => number = () => performance.now()): Promise<number | null> {
  const run = Math.random().toString(36).slice(2);
  let bytes = 0;
  const started = clock();
  try {
    for (const uri of uris) {
      const response = await fetcher(`${uri}?speed=${run}`, { cache: 'no-store' });
      if (!response.ok) return null;
      bytes += (await response.arrayBuffer()).byteLength;
    }
  } catch {
    return null;
  }
  const seconds = (clock() - started) / 1000;
  return seconds > 0 ? Math.round((bytes * 8) / seconds) : null;
}
