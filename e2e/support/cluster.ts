import type { APIRequestContext, Page } from '@playwright/test';

/** Searches a minute per address on the clusters: few, so the journey that counts them across instances is short. */
export const CLUSTER_SEARCHES_PER_MINUTE = 12;

/** The request header nginx pins a request to one instance by (scripts/cluster/nginx-config.ts). */
const PIN_HEADER = 'x-stat-instance';
/** The answer header nginx names the instance that answered in. */
const ANSWERED_BY_HEADER = 'x-stat-upstream';

/** Which instance (1 or 2) a request must reach, or undefined: the other one than the request before. */
export type Pin = (url: URL) => 1 | 2 | undefined;

/**
 * Sends every request the page makes to the site to the other instance than the request before
 * it (or where `pin` says), so each step of a journey is served by another instance than the
 * step before: the worst round-robin can do. Gives the instances seen answering.
 */
export async function alternateInstances(page: Page, siteUrl: string, pin: Pin = () => undefined): Promise<{ answeredBy: Set<string> }> {
  const origin = new URL(siteUrl).origin;
  const answeredBy = new Set<string>();
  let last: 1 | 2 = 2;
  await page.route(
    (url) => url.origin === origin,
    async (route) => {
      last = pin(new URL(route.request().url())) ?? (last === 1 ? 2 : 1);
      await route.continue({ headers: { ...route.request().headers(), [PIN_HEADER]: String(last) } });
    },
  );
  page.on('response', (response) => {
    const by = response.headers()[ANSWERED_BY_HEADER];
    if (by && new URL(response.url()).origin === origin) answeredBy.add(by);
  });
  return { answeredBy };
}

/** A GET from the page's context (its cookies) to one instance. */
export function getOn(request: APIRequestContext, instance: 1 | 2, path: string, headers: Record<string, string> = {}) {
  return request.get(path, { headers: { ...headers, [PIN_HEADER]: String(instance) } });
}
