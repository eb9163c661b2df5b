/*
 * Dunning, as the embedded gateway runs it (Recurly's dunning campaigns, one fixed campaign): a
 * renewal the card did not pay is retried 3 times over the 7 days after it was due; when the last
 * retry fails too, the invoice fails and the subscription expires.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days after the failed renewal's due date at which each retry is made. */
export const DUNNING_RETRY_DAYS = [2, 4, 7] as const;

/**
 * When the next retry of a past-due invoice is due, after `attempts` charges (the renewal's own
 * included) have failed; null when none is left: the invoice fails and the subscription expires.
 */
export function nextRetryAt(dueAt: Date, attempts: number): Date | null {
  const days = DUNNING_RETRY_DAYS[attempts - 1];
  return days === undefined ? null : new Date(dueAt.getTime() + days * DAY_MS);
}
