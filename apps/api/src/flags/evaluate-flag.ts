import type { OfrepContext, OfrepFlagError, OfrepSuccess } from '@stat/contracts';
import type { FlagdFile, FlagdFlag } from './flagd-file.ts';
import { evaluateLogic, TargetingKeyMissingError } from './json-logic.ts';

export type FlagEvaluation = OfrepSuccess | OfrepFlagError;

/** Evaluates one flag of a flag file for a context, the way flagd does, in OFREP's terms. */
export function evaluateFlag(file: FlagdFile, key: string, context: OfrepContext, now: Date = new Date()): FlagEvaluation {
  const flag: FlagdFlag | undefined = Object.hasOwn(file.flags, key) ? file.flags[key] : undefined;
  if (!flag) return { key, errorCode: 'FLAG_NOT_FOUND', errorDetails: `flag "${key}" does not exist` };
  const metadata = file.metadata || flag.metadata ? { ...file.metadata, ...flag.metadata } : undefined;
  const withMeta = <T extends object>(result: T) => (metadata ? { ...result, metadata } : result);

  // A disabled flag answers without a value, so the client falls back to its own default.
  if (flag.state === 'DISABLED') return withMeta({ key, reason: 'DISABLED' as const });

  const resolved = (variant: string, reason: 'STATIC' | 'DEFAULT' | 'TARGETING_MATCH') =>
    withMeta({ key, reason, variant, value: flag.variants[variant] ?? null });

  if (!flag.targeting || Object.keys(flag.targeting).length === 0) return resolved(flag.defaultVariant, 'STATIC');

  let outcome: unknown;
  try {
    outcome = evaluateLogic(flag.targeting, {
      ...context,
      $flagd: { flagKey: key, timestamp: Math.floor(now.getTime() / 1000) },
    });
  } catch (error) {
    if (error instanceof TargetingKeyMissingError) {
      return withMeta({ key, errorCode: 'TARGETING_KEY_MISSING' as const, errorDetails: error.message });
    }
    return withMeta({ key, errorCode: 'GENERAL' as const, errorDetails: `targeting failed: ${(error as Error).message}` });
  }
  if (outcome === null || outcome === undefined) return resolved(flag.defaultVariant, 'DEFAULT');
  // flagd accepts a boolean outcome as the variant named "true" or "false".
  const variant = typeof outcome === 'boolean' ? String(outcome) : outcome;
  if (typeof variant !== 'string' || !Object.hasOwn(flag.variants, variant)) {
    return withMeta({
      key,
      errorCode: 'GENERAL' as const,
      errorDetails: `targeting chose ${JSON.stringify(outcome)}, which is not a variant of the flag`,
    });
  }
  return resolved(variant, 'TARGETING_MATCH');
}

/** Evaluates every flag of the file, sorted by key so equal inputs give byte-equal answers. */
export function evaluateAllFlags(file: FlagdFile, context: OfrepContext, now?: Date): FlagEvaluation[] {
  return Object.keys(file.flags)
    .sort()
    .map((key) => evaluateFlag(file, key, context, now));
}
