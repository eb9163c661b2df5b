import { ppvTestStreamSchema, type DrmFormat, type PpvTestStream } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';

/**
 * GET ppv/test-stream/format/{fmt}: the readiness check's test stream. Asked afresh on every run
 * (never cached): its licence token is short-lived and bound to the session.
 */
export async function getPpvTestStream(format: DrmFormat): Promise<PpvTestStream> {
  return ppvTestStreamSchema.parse(await api.get(`ppv/test-stream/format/${format}`, { force: true }));
}
