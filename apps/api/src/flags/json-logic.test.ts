import { describe, expect, it } from 'vitest';
import { evaluateLogic, JsonLogicError, TargetingKeyMissingError, truthy } from './json-logic.ts';
import { murmur3 } from './murmur3.ts';

const data = { targetingKey: 'device-1', deviceBucket: 42, variant: 'ott', user: { tier: 'gold' }, $flagd: { flagKey: 'f' } };

describe('evaluateLogic', () => {
  it('reads variables by dotted path, with defaults', () => {
    expect(evaluateLogic({ var: 'deviceBucket' }, data)).toBe(42);
    expect(evaluateLogic({ var: 'user.tier' }, data)).toBe('gold');
    expect(evaluateLogic({ var: ['missing', 'fallback'] }, data)).toBe('fallback');
    expect(evaluateLogic({ var: 'missing' }, data)).toBeNull();
  });

  it('compares, including the three-argument between form', () => {
    expect(evaluateLogic({ '<': [{ var: 'deviceBucket' }, 50] }, data)).toBe(true);
    expect(evaluateLogic({ '<=': [42, { var: 'deviceBucket' }] }, data)).toBe(true);
    expect(evaluateLogic({ '>': [{ var: 'deviceBucket' }, 42] }, data)).toBe(false);
    expect(evaluateLogic({ '>=': [{ var: 'deviceBucket' }, 42] }, data)).toBe(true);
    expect(evaluateLogic({ '<': [0, { var: 'deviceBucket' }, 10] }, data)).toBe(false);
    expect(evaluateLogic({ '<=': [40, { var: 'deviceBucket' }, 42] }, data)).toBe(true);
    expect(evaluateLogic({ '==': [{ var: 'variant' }, 'ott'] }, data)).toBe(true);
    expect(evaluateLogic({ '==': ['42', { var: 'deviceBucket' }] }, data)).toBe(true);
    expect(evaluateLogic({ '!=': [{ var: 'variant' }, 'stat'] }, data)).toBe(true);
  });

  it('tests membership in arrays and strings', () => {
    expect(evaluateLogic({ in: [{ var: 'variant' }, ['stat', 'ott']] }, data)).toBe(true);
    expect(evaluateLogic({ in: ['ev', { var: 'targetingKey' }] }, data)).toBe(true);
    expect(evaluateLogic({ in: ['x', 5] }, data)).toBe(false);
  });

  it('combines with and, or, ! and short-circuits', () => {
    expect(evaluateLogic({ and: [true, { '==': [1, 1] }] }, data)).toBe(true);
    expect(evaluateLogic({ and: [false, { unknownOp: [] }] }, data)).toBe(false);
    expect(evaluateLogic({ or: [false, 'yes'] }, data)).toBe('yes');
    expect(evaluateLogic({ or: [true, { unknownOp: [] }] }, data)).toBe(true);
    expect(evaluateLogic({ '!': [[]] }, data)).toBe(true);
    expect(evaluateLogic({ '!': true }, data)).toBe(false);
  });

  it('chooses with if, including else-if chains and no match', () => {
    expect(evaluateLogic({ if: [{ '==': [{ var: 'variant' }, 'ott'] }, 'on', 'off'] }, data)).toBe('on');
    expect(evaluateLogic({ if: [false, 'a', false, 'b', 'c'] }, data)).toBe('c');
    expect(evaluateLogic({ if: [false, 'a'] }, data)).toBeNull();
  });

  it('rejects unknown operations and malformed rules', () => {
    expect(() => evaluateLogic({ nope: [1] }, data)).toThrow(JsonLogicError);
    expect(() => evaluateLogic({ a: 1, b: 2 }, data)).toThrow(JsonLogicError);
  });

  it('treats an empty array as false', () => {
    expect(truthy([])).toBe(false);
    expect(truthy([0])).toBe(true);
    expect(truthy('')).toBe(false);
  });
});

describe('fractional', () => {
  it('matches the reference MurmurHash3 values', () => {
    // Reference values of MurmurHash3_x86_32 with seed 0.
    expect(murmur3('')).toBe(0);
    expect(murmur3('hello')).toBe(0x248bfa47);
    expect(murmur3('The quick brown fox jumps over the lazy dog')).toBe(0x2e4ff723);
  });

  it('is stable per targeting key and splits by weight', () => {
    const rule = { fractional: [['on', 50], ['off', 50]] };
    const first = evaluateLogic(rule, data);
    expect(evaluateLogic(rule, data)).toBe(first);
    const counts = { on: 0, off: 0 };
    for (let i = 0; i < 2000; i += 1) {
      const variant = evaluateLogic(rule, { targetingKey: `device-${i}`, $flagd: { flagKey: 'f' } }) as 'on' | 'off';
      counts[variant] += 1;
    }
    expect(counts.on).toBeGreaterThan(850);
    expect(counts.off).toBeGreaterThan(850);
    expect(evaluateLogic({ fractional: [['only', 1], ['never', 0]] }, data)).toBe('only');
  });

  it('buckets on an explicit expression when one is given first', () => {
    const rule = { fractional: [{ var: 'user.tier' }, ['a', 1], ['b', 1]] };
    const one = evaluateLogic(rule, { ...data, targetingKey: 'x' });
    expect(evaluateLogic(rule, { ...data, targetingKey: 'y' })).toBe(one);
  });

  it('needs a targeting key when bucketing on it', () => {
    expect(() => evaluateLogic({ fractional: [['a', 1]] }, { $flagd: { flagKey: 'f' } })).toThrow(TargetingKeyMissingError);
  });
});
