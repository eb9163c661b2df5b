import { mkdtemp, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressFile } from './address-file.ts';

const file = addressFile('server.json', z.object({ origin: z.url(), key: z.string().min(1) }));

describe('addressFile', () => {
  it('writes the address for the server’s user only, reads it back, and is gone once removed', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'stat-address-')), 'data');
    await file.write(dataDir, { origin: 'http://127.0.0.1:8080', key: 'secret' });
    expect((await stat(join(dataDir, 'server.json'))).mode & 0o777).toBe(0o600);
    expect(await file.read(dataDir)).toEqual({ origin: 'http://127.0.0.1:8080', key: 'secret' });
    await file.remove(dataDir);
    expect(await file.read(dataDir)).toBeNull();
    await file.remove(dataDir);
  });

  it.each([
    ['not JSON', '{'],
    ['another shape', JSON.stringify({ origin: 'nowhere' })],
  ])('reads %s as no server', async (_case, text) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'stat-address-'));
    await writeFile(join(dataDir, 'server.json'), text);
    expect(await file.read(dataDir)).toBeNull();
  });
});
