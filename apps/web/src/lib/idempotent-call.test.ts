import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@stat/contracts';
import { ApiError } from './api-error.ts';
import { whileInFlight } from './idempotent-call.ts';

afterEach(() => vi.useRealTimers());

describe('whileInFlight', () => {
  it('sends again after Retry-After while the first request runs, then answers', async () => {
    vi.useFakeTimers();
    const send = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError({ code: ERROR_CODES.idempotencyInFlight, body: 'running' }, 409, 2))
      .mockResolvedValueOnce('done');
    const answer = whileInFlight(send);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await answer).toBe('done');
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('passes any other refusal on at once', async () => {
    const refusal = new ApiError({ code: ERROR_CODES.idempotencyKeyReused, body: 'reused' }, 422);
    const send = vi.fn<() => Promise<string>>().mockRejectedValue(refusal);
    await expect(whileInFlight(send)).rejects.toBe(refusal);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
