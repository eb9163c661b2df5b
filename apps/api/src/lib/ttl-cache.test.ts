import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

function setUp(maxEntries = 10) {
  let clock = 1_000;
  const cache = createTtlCache<string, string | null>({ ttlMs: 100, maxEntries }, () => clock);
  const load = vi.fn(async (key: string) => (key.startsWith('missing') ? null : `${key}@${clock}`));
  const get = (key: string) => cache.get(key, () => load(key), (value) => value !== null);
  return { cache, load, get, tick: (ms: number) => (clock += ms) };
}

describe('createTtlCache', () => {
  it('serves a loaded value until the TTL, counted from the load and not prolonged by hits', async () => {
    const { load, get, tick } = setUp();
    expect(await get('a')).toBe('a@1000');
    tick(60);
    expect(await get('a')).toBe('a@1000');
    tick(39);
    expect(await get('a')).toBe('a@1000');
    expect(load).toHaveBeenCalledTimes(1);
    tick(1);
    expect(await get('a')).toBe('a@1100');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const { load, get } = setUp();
    const answers = await Promise.all([get('a'), get('a'), get('a')]);
    expect(answers).toEqual(['a@1000', 'a@1000', 'a@1000']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps neither misses nor failed loads', async () => {
    const { cache, load, get } = setUp();
    expect(await get('missing')).toBeNull();
    expect(await get('missing')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    await expect(cache.get('b', () => Promise.reject(new Error('down')), () => true)).rejects.toThrow('down');
    expect(await get('b')).toBe('b@1000');
    expect(cache.size).toBe(1);
  });

  it('around a write, drops the key before and after: no load from before or during it is kept', async () => {
    const { cache, load, get } = setUp();
    await get('a');
    let duringWrite: Promise<string | null> | undefined;
    await cache.writing('a', async () => {
      // A lookup that runs while the write is under way may read the old data ...
      duringWrite = get('a');
      await duringWrite;
    });
    expect(load).toHaveBeenCalledTimes(2);
    // ... but is not kept: the next lookup loads again.
    await get('a');
    expect(load).toHaveBeenCalledTimes(3);
    await expect(cache.writing('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  it('around a write to any key, drops every key before and after', async () => {
    const { cache, load, get } = setUp();
    await Promise.all([get('a'), get('b')]);
    await cache.writingAny(async () => {
      await get('a');
    });
    expect(load).toHaveBeenCalledTimes(3);
    await Promise.all([get('a'), get('b')]);
    expect(load).toHaveBeenCalledTimes(5);
    expect(cache.size).toBe(2);
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const { cache, load, get } = setUp(2);
    await get('a');
    await get('b');
    await get('a');
    await get('c');
    expect(cache.size).toBe(2);
    load.mockClear();
    await get('a');
    await get('c');
    expect(load).not.toHaveBeenCalled();
    await get('b');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
