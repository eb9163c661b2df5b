import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { titleIdSchema } from '@stat/contracts';
import { clipForTitle, MEDIA_INDEX_FILE, readMediaIndex, type MediaClip, type MediaIndex } from './media-index.ts';

const clip = (id: string, kind: MediaClip['kind'], index: number) =>
  ({ id, kind, index, name: id, duration: 8, segmentCount: 4, video: [], audio: [], captions: [] }) as unknown as MediaClip;
const index: MediaIndex = {
  segmentDuration: 2,
  clips: [clip('coming-up', 'preroll', 0), clip('aurora', 'programme', 1), clip('night-ferry', 'programme', 2), clip('glasshouse', 'programme', 3)],
};

describe('clipForTitle', () => {
  const titles = Array.from({ length: 300 }, (_, n) => titleIdSchema.parse(n + 1));

  it('gives a title the same programme clip every time, never the pre-roll', () => {
    for (const title of titles) {
      const chosen = clipForTitle(title, index);
      expect(chosen.kind).toBe('programme');
      expect(clipForTitle(title, structuredClone(index)).id).toBe(chosen.id);
    }
  });

  it('spreads titles over every programme clip', () => {
    const counts = new Map<string, number>();
    for (const title of titles) counts.set(clipForTitle(title, index).id, (counts.get(clipForTitle(title, index).id) ?? 0) + 1);
    expect(counts.size).toBe(3);
    for (const count of counts.values()) expect(count).toBeGreaterThan(60);
  });

  it('refuses an index without programmes', () => {
    expect(() => clipForTitle(titles[0]!, { segmentDuration: 2, clips: [index.clips[0]!] })).toThrow(/no programme/);
  });
});

describe('readMediaIndex', () => {
  it('refuses a media.json that is not the index', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'stat-media-index-'));
    try {
      await writeFile(join(dir, MEDIA_INDEX_FILE), JSON.stringify({ segmentDuration: 2, clips: [{ id: 'Not Kebab' }] }));
      await expect(readMediaIndex(dir)).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
