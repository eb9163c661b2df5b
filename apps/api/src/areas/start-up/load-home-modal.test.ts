import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { SEED_DIR } from '../../paths.ts';
import { SeedError } from '../../lib/read-seed-file.ts';
import { loadHomeModal } from './load-home-modal.ts';

async function fileWith(content: string): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'home-modal-')), 'home-modal.json');
  await writeFile(file, content);
  return file;
}

describe('loadHomeModal', () => {
  it('reads the seed announcement', async () => {
    const { modal } = await loadHomeModal(join(SEED_DIR, 'home-modal.json'), 'http://localhost:8080');
    expect(modal?.images.map((image) => image.width)).toEqual([1920, 768]);
  });

  it('takes { "modal": null } as no announcement, and fills in the public URL', async () => {
    expect(await loadHomeModal(await fileWith('{ "modal": null }'), 'https://stat.example')).toEqual({ modal: null });
    const seed = await readFile(join(SEED_DIR, 'home-modal.json'), 'utf8');
    const withPlaceholder = seed.replace('/api/media/promos/migration-web-768.svg', '{{PUBLIC_URL}}/api/media/promos/migration-web-768.svg');
    const { modal } = await loadHomeModal(await fileWith(withPlaceholder), 'https://stat.example');
    expect(modal?.images[1]?.url).toBe('https://stat.example/api/media/promos/migration-web-768.svg');
  });

  it('refuses a missing, unparsable or invalid file with a SeedError naming the problem', async () => {
    await expect(loadHomeModal('/nonexistent/home-modal.json', '')).rejects.toThrow(SeedError);
    await expect(loadHomeModal(await fileWith('{ "modal": '), '')).rejects.toThrow(/Cannot read the home modal file/);
    await expect(loadHomeModal(await fileWith('{ "modal": { "content": {} } }'), '')).rejects.toThrow(/modal\.content\.headline/);
  });

  it('is found at HOME_MODAL_FILE when set, else in the seed folder', () => {
    expect(loadConfig({ HOME_MODAL_FILE: 'ops/modal.json' }, '/srv').homeModalFile).toBe('/srv/ops/modal.json');
    expect(loadConfig({}, '/srv').homeModalFile).toBe(join(SEED_DIR, 'home-modal.json'));
  });
});
