import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SEED_DIR } from '../../paths.ts';
import { loadDictionary } from './load-dictionary.ts';
import { SeedError } from '../../lib/read-seed-file.ts';

const seedFile = join(SEED_DIR, 'dictionary.json');
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function writeVariant(change: (dictionary: Record<string, unknown>) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'stat-dict-'));
  dirs.push(dir);
  const content = JSON.parse(readFileSync(seedFile, 'utf8'));
  change(content);
  const file = join(dir, 'dictionary.json');
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe('the seed dictionary', () => {
  it('is valid and rich: providers, featured ids, legal links, five social networks', async () => {
    const dictionary = await loadDictionary(seedFile, 'http://localhost:8101');
    expect(dictionary.msos.length).toBeGreaterThanOrEqual(14);
    expect(dictionary.pickerList).toHaveLength(8);
    expect(dictionary.msos.every((mso) => mso.authURL === `http://localhost:8101/api/tve/login/${mso.id}`)).toBe(true);
    expect(dictionary.legal.links.some((link) => link.doNotSell)).toBe(true);
    expect(dictionary.social.map((link) => link.network).sort()).toEqual(['facebook', 'instagram', 'network', 'store', 'x']);
  });
});

describe('loadDictionary', () => {
  it('names each problem of an invalid file by its path', async () => {
    const file = writeVariant((dictionary) => {
      (dictionary.helpUrls as Record<string, unknown>).helpCenter = 'not a url';
      delete dictionary.trialDisclaimer;
    });
    await expect(loadDictionary(file, 'http://localhost:8080')).rejects.toThrow(SeedError);
    await expect(loadDictionary(file, 'http://localhost:8080')).rejects.toThrow(/helpUrls\.helpCenter: .*trialDisclaimer: /);
  });

  it('refuses featured ids that name no provider, and unreadable JSON', async () => {
    const file = writeVariant((dictionary) => (dictionary.pickerList = [101, 999]));
    await expect(loadDictionary(file, 'http://localhost:8080')).rejects.toThrow(/pickerList: no provider in msos has the id 999/);
    const broken = writeVariant(() => undefined);
    writeFileSync(broken, '{');
    await expect(loadDictionary(broken, 'http://localhost:8080')).rejects.toThrow(/Cannot read the dictionary/);
  });

  it('refuses two providers with the same id, naming it', async () => {
    const file = writeVariant((dictionary) => {
      const msos = dictionary.msos as { id: number; logInText: string }[];
      msos.push({ ...msos[0]!, logInText: 'Copy' });
    });
    const id = (JSON.parse(readFileSync(seedFile, 'utf8')) as { msos: { id: number }[] }).msos[0]!.id;
    await expect(loadDictionary(file, 'http://localhost:8080')).rejects.toThrow(
      new RegExp(`msos: the provider id ${id} appears more than once`),
    );
  });
});
