/**
 * Which of the server's own APIs a raw request URL addresses: ours under /api, OFREP under
 * /ofrep, or neither (the web app). Decided on the decoded path, as the router decodes it, so
 * `/%61pi/...` is /api; a path that does not decode is read as sent.
 */
export function serverArea(url: string): 'api' | 'ofrep' | null {
  const [raw = '/'] = url.split('?');
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // Not decodable (`/api/%ff`): the raw spelling still tells which API was meant.
  }
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  if (path.startsWith('/ofrep/')) return 'ofrep';
  return null;
}
