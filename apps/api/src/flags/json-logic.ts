import { murmur3 } from './murmur3.ts';

/*
 * A JsonLogic evaluator for the subset flagd targeting rules use here: if, ==, !=, ===, !==,
 * <, <=, >, >=, in, var, and, or, !, !!, cat, starts_with, ends_with and flagd's fractional.
 * Pure: no I/O, no clock; the caller puts everything a rule may read into `data`.
 */

export class JsonLogicError extends Error {
  override name = 'JsonLogicError';
}

/** A fractional split needs a targeting key to bucket on, and the context had none. */
export class TargetingKeyMissingError extends Error {
  override name = 'TargetingKeyMissingError';
}

type Data = Record<string, unknown>;

/** JsonLogic truthiness: like JavaScript's, except that an empty array is false. */
export function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value);
}

function isOperation(rule: unknown): rule is Record<string, unknown> {
  return typeof rule === 'object' && rule !== null && !Array.isArray(rule) && Object.keys(rule).length === 1;
}

function readVar(data: Data, path: unknown): unknown {
  if (path === null || path === undefined || path === '') return data;
  let current: unknown = data;
  for (const part of String(path).split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function compare(op: string, a: unknown, b: unknown): boolean {
  // JsonLogic compares like JavaScript, so numbers sent as strings still order numerically.
  const x = a as number;
  const y = b as number;
  switch (op) {
    case '<':
      return x < y;
    case '<=':
      return x <= y;
    case '>':
      return x > y;
    default:
      return x >= y;
  }
}

function fractional(args: unknown[], data: Data): unknown {
  let bucketKey: string;
  let distributions = args;
  if (args.length > 0 && !Array.isArray(args[0])) {
    bucketKey = String(evaluateLogic(args[0], data));
    distributions = args.slice(1);
  } else {
    const targetingKey = data.targetingKey;
    if (typeof targetingKey !== 'string' || targetingKey === '') {
      throw new TargetingKeyMissingError('fractional needs a targetingKey in the context');
    }
    const flagKey = (data.$flagd as { flagKey?: string } | undefined)?.flagKey ?? '';
    bucketKey = `${flagKey}${targetingKey}`;
  }
  const weighted = distributions.map((entry) => {
    if (!Array.isArray(entry) || entry.length === 0) throw new JsonLogicError('fractional: each split is [variant, weight]');
    const weight = entry.length > 1 ? Number(evaluateLogic(entry[1], data)) : 1;
    if (!Number.isFinite(weight) || weight < 0) throw new JsonLogicError('fractional: weights are numbers >= 0');
    return { variant: evaluateLogic(entry[0], data), weight };
  });
  const total = weighted.reduce((sum, entry) => sum + entry.weight, 0);
  if (total <= 0) return null;
  // flagd's bucketing: |int32(murmur3)| scaled to [0, 100].
  const bucket = (Math.abs(murmur3(bucketKey) | 0) / 2_147_483_647) * 100;
  let end = 0;
  for (const entry of weighted) {
    end += (100 * entry.weight) / total;
    if (bucket < end) return entry.variant;
  }
  return weighted[weighted.length - 1]?.variant ?? null;
}

/** Evaluates a JsonLogic rule against `data`. Unknown operations throw a JsonLogicError. */
export function evaluateLogic(rule: unknown, data: Data): unknown {
  if (Array.isArray(rule)) return rule.map((item) => evaluateLogic(item, data));
  if (!isOperation(rule)) {
    if (typeof rule === 'object' && rule !== null) throw new JsonLogicError('an operation is an object with one key');
    return rule;
  }
  const [op, rawArgs] = Object.entries(rule)[0]!;
  const args = Array.isArray(rawArgs) ? rawArgs : [rawArgs];
  const arg = (index: number) => evaluateLogic(args[index], data);
  switch (op) {
    case 'var': {
      const value = readVar(data, arg(0));
      return value === undefined ? (args.length > 1 ? arg(1) : null) : value;
    }
    case 'if': {
      for (let i = 0; i + 1 < args.length; i += 2) {
        if (truthy(arg(i))) return arg(i + 1);
      }
      return args.length % 2 === 1 ? arg(args.length - 1) : null;
    }
    case 'and': {
      let last: unknown = true;
      for (let i = 0; i < args.length; i += 1) {
        last = arg(i);
        if (!truthy(last)) return last;
      }
      return last;
    }
    case 'or': {
      let last: unknown = false;
      for (let i = 0; i < args.length; i += 1) {
        last = arg(i);
        if (truthy(last)) return last;
      }
      return last;
    }
    case '!':
      return !truthy(arg(0));
    case '!!':
      return truthy(arg(0));
    case '==':
      // JsonLogic's == and != are JavaScript's loose (in)equality, on purpose.
      return arg(0) == arg(1);
    case '!=':
      return arg(0) != arg(1);
    case '===':
      return arg(0) === arg(1);
    case '!==':
      return arg(0) !== arg(1);
    case '<':
    case '<=': {
      // Three arguments mean "between": a < b < c.
      if (args.length === 3) return compare(op, arg(0), arg(1)) && compare(op, arg(1), arg(2));
      return compare(op, arg(0), arg(1));
    }
    case '>':
    case '>=':
      return compare(op, arg(0), arg(1));
    case 'in': {
      const haystack = arg(1);
      if (Array.isArray(haystack)) return haystack.includes(arg(0));
      if (typeof haystack === 'string') return haystack.includes(String(arg(0)));
      return false;
    }
    case 'cat':
      return args.map((_, i) => String(arg(i) ?? '')).join('');
    case 'starts_with':
      return typeof arg(0) === 'string' && String(arg(0)).startsWith(String(arg(1)));
    case 'ends_with':
      return typeof arg(0) === 'string' && String(arg(0)).endsWith(String(arg(1)));
    case 'fractional':
      return fractional(args, data);
    default:
      throw new JsonLogicError(`unknown operation "${op}"`);
  }
}
