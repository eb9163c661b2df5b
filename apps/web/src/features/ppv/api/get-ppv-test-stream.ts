import type { DrmFormat, PpvTestStream } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/**
 * GET ppv/test-stream/format/{fmt}: the readiness check's test stream. Asked afresh on every run
 * (never cached): its licence token is short-lived and bound to the session.
 */
export async function getPpvTestStream(format: DrmFormat): Promise<PpvTestStream> {
  return parseAnswer(
    api.get(`ppv/test-stream/format/${format}`, { force: true }),
    import('@stat/contracts/ppv-readiness-schemas'),
    (s) => s.ppvTestStreamSchema,
  );
}
