import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS, FLAG_KEYS } from '@stat/contracts';
import { SEED_DIR } from '../paths.ts';
import { evaluateAllFlags, evaluateFlag } from './evaluate-flag.ts';
import { FlagFileError, parseFlagdFile } from './flagd-file.ts';

const file = parseFlagdFile({
  metadata: { flagSetId: 'stat' },
  $evaluators: { ottOnly: { '==': [{ var: 'variant' }, 'ott'] } },
  flags: {
    plain: { state: 'ENABLED', variants: { on: true, off: false }, defaultVariant: 'off' },
    off: { state: 'DISABLED', variants: { on: true, off: false }, defaultVariant: 'on' },
    targeted: {
      state: 'ENABLED',
      variants: { on: true, off: false },
      defaultVariant: 'off',
      targeting: { if: [{ $ref: 'ottOnly' }, 'on', null] },
      metadata: { owner: 'growth' },
    },
    buckets: {
      state: 'ENABLED',
      variants: { low: 'LOW', high: 'HIGH' },
      defaultVariant: 'low',
      targeting: { if: [{ '>=': [{ var: 'deviceBucket' }, 50] }, 'high'] },
    },
    boolean: { state: 'ENABLED', variants: { true: 'yes', false: 'no' }, defaultVariant: 'false', targeting: { '==': [1, 1] } },
    split: { state: 'ENABLED', variants: { a: 1, b: 2 }, defaultVariant: 'a', targeting: { fractional: [['a', 1], ['b', 1]] } },
    broken: { state: 'ENABLED', variants: { a: 1 }, defaultVariant: 'a', targeting: { if: [true, 'zzz'] } },
  },
});

describe('evaluateFlag', () => {
  it('answers a flag without targeting as STATIC with its default variant', () => {
    expect(evaluateFlag(file, 'plain', {})).toEqual({ key: 'plain', reason: 'STATIC', variant: 'off', value: false, metadata: { flagSetId: 'stat' } });
  });

  it('answers a DISABLED flag without value or variant', () => {
    const result = evaluateFlag(file, 'off', {});
    expect(result).toEqual({ key: 'off', reason: 'DISABLED', metadata: { flagSetId: 'stat' } });
  });

  it('applies targeting, $ref rules and merged metadata', () => {
    expect(evaluateFlag(file, 'targeted', { variant: 'ott' })).toMatchObject({ reason: 'TARGETING_MATCH', value: true, metadata: { flagSetId: 'stat', owner: 'growth' } });
    expect(evaluateFlag(file, 'targeted', { variant: 'stat' })).toMatchObject({ reason: 'DEFAULT', variant: 'off', value: false });
    expect(evaluateFlag(file, 'buckets', { deviceBucket: 77 })).toMatchObject({ value: 'HIGH' });
    expect(evaluateFlag(file, 'buckets', { deviceBucket: 3 })).toMatchObject({ reason: 'DEFAULT', value: 'LOW' });
    expect(evaluateFlag(file, 'boolean', {})).toMatchObject({ variant: 'true', value: 'yes' });
  });

  it('reports unknown flags, missing targeting keys and bad targeting as OFREP errors', () => {
    expect(evaluateFlag(file, 'nope', {})).toMatchObject({ key: 'nope', errorCode: 'FLAG_NOT_FOUND' });
    expect(evaluateFlag(file, 'split', {})).toMatchObject({ errorCode: 'TARGETING_KEY_MISSING' });
    expect(evaluateFlag(file, 'split', { targetingKey: 'd1' })).toMatchObject({ reason: 'TARGETING_MATCH' });
    expect(evaluateFlag(file, 'broken', {})).toMatchObject({ errorCode: 'GENERAL' });
    expect(evaluateFlag(file, 'constructor', {})).toMatchObject({ errorCode: 'FLAG_NOT_FOUND' });
  });

  it('evaluates every flag, sorted by key', () => {
    expect(evaluateAllFlags(file, { targetingKey: 'd' }).map((flag) => flag.key)).toEqual(
      ['boolean', 'broken', 'buckets', 'off', 'plain', 'split', 'targeted'],
    );
  });
});

describe('parseFlagdFile', () => {
  it('rejects a default variant that is not a variant, and unknown $refs', () => {
    expect(() => parseFlagdFile({ flags: { f: { state: 'ENABLED', variants: { a: 1 }, defaultVariant: 'b' } } })).toThrow(/flags.f.defaultVariant/);
    expect(() => parseFlagdFile({ flags: { f: { state: 'ON', variants: { a: 1 }, defaultVariant: 'a' } } })).toThrow(FlagFileError);
    expect(() =>
      parseFlagdFile({ flags: { f: { state: 'ENABLED', variants: { a: 1 }, defaultVariant: 'a', targeting: { $ref: 'x' } } } }),
    ).toThrow(/\$ref "x"/);
  });
});

describe('the seed flag file', () => {
  it('serves exactly the flag table of spec section 9', () => {
    const seed = parseFlagdFile(JSON.parse(readFileSync(join(SEED_DIR, 'flags.flagd.json'), 'utf8')));
    const values = Object.fromEntries(
      evaluateAllFlags(seed, { targetingKey: 'device' }).map((flag) => [flag.key, 'value' in flag ? flag.value : undefined]),
    );
    expect(values).toEqual(FLAG_DEFAULTS);
    expect(Object.keys(values).sort()).toEqual([...FLAG_KEYS].sort());
  });
});
