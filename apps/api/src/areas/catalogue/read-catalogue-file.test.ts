import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CatalogueFileError, readCatalogueFile } from './read-catalogue-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'catalogue-file-'));
function fileWith(content: string): string {
  const path = join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(path, content);
  return path;
}

const EMPTY = { series: [], titles: [], collections: [], categories: [], modules: [], promoted: [], schedule: { programs: [{ minuteOfWeek: 0, titleId: 1 }] } };

describe('readCatalogueFile', () => {
  it('names every bad record by its path and id', async () => {
    const file = fileWith(JSON.stringify({ ...EMPTY, titles: [{ id: 7, type: 'movie', name: '' }] }));
    const error = await readCatalogueFile(file).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CatalogueFileError);
    const { problems } = error as CatalogueFileError;
    expect(problems).toContain('titles[0] (id 7).name: Too small: expected string to have >=1 characters');
    expect(problems.some((problem) => problem.startsWith('titles[0] (id 7).duration:'))).toBe(true);
  });

  it('says when the file cannot be read or is not JSON', async () => {
    await expect(readCatalogueFile(join(dir, 'missing.json'))).rejects.toThrow(/Cannot read the catalogue file/);
    await expect(readCatalogueFile(fileWith('{ not json'))).rejects.toThrow(/Cannot read the catalogue file/);
  });

  it('runs the coherence checks it is given after the schema', async () => {
    const file = fileWith(JSON.stringify(EMPTY));
    await expect(readCatalogueFile(file, () => ['schedule.programs[0]: title 1 does not exist'])).rejects.toMatchObject({
      problems: ['schedule.programs[0]: title 1 does not exist'],
    });
    await expect(readCatalogueFile(file)).resolves.toMatchObject({ schedule: { programs: [{ minuteOfWeek: 0, titleId: 1 }] } });
  });
});
