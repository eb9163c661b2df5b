// Load figures for the start-up calls under autocannon, next to a bare Fastify hello-world
// route measured in the same run on the same machine.
import autocannon from 'autocannon';

/** Runs autocannon against one URL; returns requests/second, p99 latency and answer counts. */
export async function loadTest(url, { connections = 50, duration = 10, headers = {} } = {}) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    url,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
