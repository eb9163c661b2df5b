import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEED_DIR } from '../../paths.ts';
import { createFlagStore } from './flag-store.ts';
import { FlagFileError } from './flagd-file.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function copySeed(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stat-flags-'));
  dirs.push(dir);
  const file = join(dir, 'flags.flagd.json');
  writeFileSync(file, readFileSync(join(SEED_DIR, 'flags.flagd.json')));
  return file;
}

function edit(file: string, change: (flags: Record<string, { defaultVariant: string; targeting?: object }>) => void, when: number) {
  const content = JSON.parse(readFileSync(file, 'utf8'));
  change(content.flags);
  writeFileSync(file, JSON.stringify(content));
  utimesSync(file, when, when);
}

describe('createFlagStore', () => {
  it('refuses an invalid file at start', () => {
    const file = copySeed();
    writeFileSync(file, '{"flags": {"x": {"state": "ENABLED"}}}');
    expect(() => createFlagStore(file, { info: vi.fn(), error: vi.fn() })).toThrow(FlagFileError);
  });

  it('refuses at start, in one line naming the file and the flag, an unknown operator and an empty file', () => {
    const file = copySeed();
    edit(file, (flags) => Object.assign(flags.statMigrationEnabled!, { targeting: { if: [{ regex: ['a', 'b'] }, 'on'] } }), Date.now() / 1000);
    expect(() => createFlagStore(file, { info: vi.fn(), error: vi.fn() })).toThrow(
      new RegExp(`^invalid flag file ${file}: flag "statMigrationEnabled": [^\\n]+$`),
    );
    writeFileSync(file, '{"flags":{}}');
    expect(() => createFlagStore(file, { info: vi.fn(), error: vi.fn() })).toThrow(/no flags/);
  });

  it('picks up an edit without a restart and keeps the last good flags on a broken edit', () => {
    const file = copySeed();
    const log = { info: vi.fn(), error: vi.fn() };
    const store = createFlagStore(file, log, 0);
    expect(store.current().getFlag('statMigrationEnabled')?.defaultVariant).toBe('off');

    edit(file, (flags) => (flags.statMigrationEnabled!.defaultVariant = 'on'), Date.now() / 1000 + 5);
    expect(store.current().getFlag('statMigrationEnabled')?.defaultVariant).toBe('on');
    expect(log.info).toHaveBeenCalled();

    edit(file, (flags) => Object.assign(flags.statMigrationEnabled!, { defaultVariant: 'off', targeting: { nope: [] } }), Date.now() / 1000 + 10);
    expect(store.current().getFlag('statMigrationEnabled')?.defaultVariant).toBe('on');
    expect(log.error).toHaveBeenCalledTimes(1);

    writeFileSync(file, '{ not json');
    utimesSync(file, Date.now() / 1000 + 15, Date.now() / 1000 + 15);
    expect(store.current().getFlag('statMigrationEnabled')?.defaultVariant).toBe('on');
    expect(log.error).toHaveBeenCalledTimes(2);
  });
});
