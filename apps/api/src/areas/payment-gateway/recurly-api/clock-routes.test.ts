import { describe, expect, it } from 'vitest';
import { callGateway, useTestGateway } from '../../../test/payment-gateway.ts';

const gw = useTestGateway();
const DAY = 24 * 60 * 60 * 1000;

describe('POST /_embedded/clock/advance (billing:advance)', () => {
  it('moves the gateway’s clock forward for every call after it, runs what fell due and says what ran', async () => {
    const before = gw.gateway.clock.now().getTime();
    const answer = await callGateway(gw.gateway, 'POST', '/_embedded/clock/advance', { body: { days: 2.5 } });
    expect(answer.status).toBe(200);
    const report = answer.json as { now: string; events: unknown[]; webhooks: { delivered: number; failed: number } };
    expect(Date.parse(report.now) - before).toBeGreaterThanOrEqual(2.5 * DAY);
    expect(report).toMatchObject({ events: [], webhooks: { delivered: 0, failed: 0 } });
    expect(gw.gateway.clock.now().getTime() - before).toBeGreaterThanOrEqual(2.5 * DAY);
  });

  it('only forward, at most ten years, and only with the private key', async () => {
    for (const days of [-1, 3651, 'seven']) {
      const refused = await callGateway(gw.gateway, 'POST', '/_embedded/clock/advance', { body: { days } });
      expect([refused.status, (refused.json as { error: { type: string } }).error.type]).toEqual([422, 'validation']);
    }
    const stranger = await callGateway(gw.gateway, 'POST', '/_embedded/clock/advance', { body: { days: 1 }, headers: { authorization: 'Basic bm90LXRoZS1rZXk6' } });
    expect(stranger.status).toBe(401);
  });
});
