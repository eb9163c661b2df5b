import type { EvaluationContext } from '@openfeature/core';
import type { FlagdCore } from '@openfeature/flagd-core';
import { OFREP_ERROR_CODES, type OfrepContext, type OfrepErrorCode, type OfrepFlagError, type OfrepReason, type OfrepSuccess } from '@stat/contracts';

export type FlagEvaluation = OfrepSuccess | OfrepFlagError;

const ofrepErrorCode = (code: string): OfrepErrorCode =>
  (OFREP_ERROR_CODES as readonly string[]).includes(code) ? (code as OfrepErrorCode) : 'GENERAL';

/** One flag evaluated by flagd-core for a context, in OFREP's terms. */
export function evaluateFlag(flags: FlagdCore, key: string, context: OfrepContext): FlagEvaluation {
  const flag = flags.getFlag(key);
  if (!flag) return { key, errorCode: 'FLAG_NOT_FOUND', errorDetails: `flag "${key}" does not exist` };
  // The core merges the file's metadata under the flag's; an empty object is left out of the answer.
  const metadata = Object.keys(flag.metadata).length > 0 ? { metadata: flag.metadata } : {};

  // A disabled flag answers without a value, so the client falls back to its own default.
  if (flag.state === 'DISABLED') return { key, reason: 'DISABLED', ...metadata };

  // The OFREP context schema admits only JSON values, all of which are evaluation-context values.
  const result = flag.evaluate(context as EvaluationContext);
  if (result.reason === 'ERROR') {
    return { key, errorCode: ofrepErrorCode(result.errorCode ?? 'GENERAL'), errorDetails: result.errorMessage, ...metadata };
  }
  return { key, reason: result.reason as OfrepReason, variant: result.variant, value: result.value, ...metadata };
}

/** Evaluates every flag of the file, sorted by key so equal inputs give byte-equal answers. */
export function evaluateAllFlags(flags: FlagdCore, context: OfrepContext): FlagEvaluation[] {
  return [...flags.getFlags().keys()].sort().map((key) => evaluateFlag(flags, key, context));
}
