import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS, FLAG_KEYS } from '@stat/contracts';
import { SEED_DIR } from '../../paths.ts';
import { evaluateAllFlags, evaluateFlag } from './evaluate-flag.ts';
import { FlagFileError, parseFlagdFile } from './flagd-file.ts';

const parse = (file: unknown) => parseFlagdFile(JSON.stringify(file));

const file = parse({
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
    version: {
      state: 'ENABLED',
      variants: { new: true, old: false },
      defaultVariant: 'old',
      targeting: { if: [{ sem_ver: [{ var: 'appVersion' }, '>=', '3.2.0'] }, 'new'] },
    },
    broken: { state: 'ENABLED', variants: { a: 1 }, defaultVariant: 'a', targeting: { if: [true, 'zzz'] } },
  },
});

describe('evaluateFlag (flagd-core)', () => {
  it('answers a flag without targeting as STATIC with its default variant', () => {
    expect(evaluateFlag(file, 'plain', {})).toEqual({ key: 'plain', reason: 'STATIC', variant: 'off', value: false, metadata: { flagSetId: 'stat' } });
  });

  it('answers a DISABLED flag without value or variant', () => {
    expect(evaluateFlag(file, 'off', {})).toEqual({ key: 'off', reason: 'DISABLED', metadata: { flagSetId: 'stat' } });
  });

  it("applies targeting, $ref rules, flagd's own operators and merged metadata", () => {
    expect(evaluateFlag(file, 'targeted', { variant: 'ott' })).toMatchObject({ reason: 'TARGETING_MATCH', value: true, metadata: { flagSetId: 'stat', owner: 'growth' } });
    expect(evaluateFlag(file, 'targeted', { variant: 'stat' })).toMatchObject({ reason: 'DEFAULT', variant: 'off', value: false });
    expect(evaluateFlag(file, 'buckets', { deviceBucket: 77 })).toMatchObject({ value: 'HIGH' });
    expect(evaluateFlag(file, 'buckets', { deviceBucket: 3 })).toMatchObject({ reason: 'DEFAULT', value: 'LOW' });
    expect(evaluateFlag(file, 'boolean', {})).toMatchObject({ variant: 'true', value: 'yes' });
    expect(evaluateFlag(file, 'version', { appVersion: '3.10.1' })).toMatchObject({ reason: 'TARGETING_MATCH', value: true });
    expect(evaluateFlag(file, 'version', { appVersion: '3.1.9' })).toMatchObject({ reason: 'DEFAULT', value: false });
  });

  it('splits by flag key and targeting key, the same device always in the same bucket; without a key, the default', () => {
    const first = evaluateFlag(file, 'split', { targetingKey: 'device-1' });
    expect(first).toMatchObject({ reason: 'TARGETING_MATCH' });
    expect(evaluateFlag(file, 'split', { targetingKey: 'device-1' })).toEqual(first);
    const variants = new Set(Array.from({ length: 40 }, (_, i) => (evaluateFlag(file, 'split', { targetingKey: `device-${i}` }) as { variant: string }).variant));
    expect([...variants].sort()).toEqual(['a', 'b']);
    expect(evaluateFlag(file, 'split', {})).toMatchObject({ reason: 'DEFAULT', variant: 'a' });
  });

  it('reports unknown flags and targeting that names no variant as OFREP errors', () => {
    expect(evaluateFlag(file, 'nope', {})).toMatchObject({ key: 'nope', errorCode: 'FLAG_NOT_FOUND' });
    expect(evaluateFlag(file, 'constructor', {})).toMatchObject({ errorCode: 'FLAG_NOT_FOUND' });
    expect(evaluateFlag(file, 'broken', {})).toMatchObject({ key: 'broken', errorCode: 'GENERAL' });
  });

  it('evaluates every flag, sorted by key', () => {
    expect(evaluateAllFlags(file, { targetingKey: 'd' }).map((flag) => flag.key)).toEqual(
      ['boolean', 'broken', 'buckets', 'off', 'plain', 'split', 'targeted', 'version'],
    );
  });
});

describe('parseFlagdFile', () => {
  const flag = (extra: object) => ({ state: 'ENABLED', variants: { on: true, off: false }, defaultVariant: 'off', ...extra });

  it('refuses an unknown JsonLogic operator, naming the flag', () => {
    const unknown = { flags: { fine: flag({}), promo: flag({ targeting: { if: [{ regex_match: [{ var: 'x' }, 'a'] }, 'on'] } }) } };
    expect(() => parse(unknown)).toThrow(FlagFileError);
    expect(() => parse(unknown)).toThrow(/^flag "promo": .*unknown JsonLogic operator/);
  });

  it('refuses a $ref to no evaluator, naming the flag', () => {
    expect(() => parse({ flags: { promo: flag({ targeting: { $ref: 'missing' } }) } })).toThrow(/^flag "promo"/);
  });

  it('refuses a file with no flags', () => {
    expect(() => parse({ flags: {} })).toThrow(/no flags/);
    expect(() => parse({})).toThrow(FlagFileError);
  });

  it('refuses a default variant that is not a variant, or an unknown state, naming the flag', () => {
    expect(() => parse({ flags: { fine: flag({}), f: flag({ defaultVariant: 'b' }) } })).toThrow(/^flag "f": Default variant b/);
    expect(() => parse({ flags: { g: flag({ state: 'ON' }) } })).toThrow(/^flag "g": Invalid flag state/);
  });

  it('gives one line for every refusal', () => {
    for (const bad of ['{', '{"flags": []}', JSON.stringify({ flags: { f: flag({ state: 'ON' }) } })]) {
      expect(() => parseFlagdFile(bad)).toThrow(/^[^\n]+$/);
    }
  });
});

describe('the seed flag file', () => {
  it('serves the flag table of spec section 9, but sells and makes the retention offer: purchaseDisabled and winbackDisabled are off (docs/decisions.md, "Billing", "Cancellation")', () => {
    const seed = parseFlagdFile(readFileSync(join(SEED_DIR, 'flags.flagd.json'), 'utf8'));
    const values = Object.fromEntries(
      evaluateAllFlags(seed, { targetingKey: 'device' }).map((result) => [result.key, 'value' in result ? result.value : undefined]),
    );
    expect(values).toEqual({ ...FLAG_DEFAULTS, purchaseDisabled: false, winbackDisabled: false });
    expect(Object.keys(values).sort()).toEqual([...FLAG_KEYS].sort());
  });
});
