import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFlagStore } from './flag-store.ts';
import { booleanFlag } from './server-flag.ts';

const silent = { info: () => undefined, error: () => undefined };
const flag = (state: string, value: unknown) => ({ state, variants: { v: value }, defaultVariant: 'v' });

describe('booleanFlag', () => {
  it("reads a boolean flag's value, and falls back when it is missing, disabled or not a boolean", async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'flags-')), 'flags.json');
    await writeFile(file, JSON.stringify({ flags: { on: flag('ENABLED', true), off: flag('ENABLED', false), gone: flag('DISABLED', true), text: flag('ENABLED', 'yes') } }));
    const store = createFlagStore(file, silent);
    expect(booleanFlag(store, 'on', false)).toBe(true);
    expect(booleanFlag(store, 'off', true)).toBe(false);
    expect(booleanFlag(store, 'gone', false)).toBe(false);
    expect(booleanFlag(store, 'text', true)).toBe(true);
    expect(booleanFlag(store, 'missing', true)).toBe(true);
  });
});
