import { describe, expect, it, vi } from 'vitest';
import { createLocalInvalidationBus, type InvalidationBus } from './invalidation-bus.ts';
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

describe('createTtlCache shared on an invalidation bus', () => {
  /** Two instances' caches of one name on one bus, over a store the test writes. */
  function twoInstances(bus: InvalidationBus = createLocalInvalidationBus()) {
    const store = new Map<string, string>([['a', 'old'], ['b', 'old']]);
    const load = vi.fn(async (key: string) => store.get(key) ?? null);
    const instance = () => {
      const cache = createTtlCache<string, string | null>({ ttlMs: 60_000, maxEntries: 10 }, () => 0, { bus, name: 'things' });
      return { cache, get: (key: string) => cache.get(key, () => load(key), (value) => value !== null) };
    };
    return { store, load, here: instance(), there: instance() };
  }

  it("drops a key on every instance when one writes it, and everything on a write to any key", async () => {
    const { store, here, there } = twoInstances();
    expect([await there.get('a'), await there.get('b')]).toEqual(['old', 'old']);
    await here.cache.writing('a', async () => void store.set('a', 'new'));
    expect([await there.get('a'), there.cache.size]).toEqual(['new', 2]);
    store.set('b', 'new');
    await here.cache.writingAny(async () => undefined);
    expect(there.cache.size).toBe(0);
    expect(await there.get('b')).toBe('new');
  });

  it('publishes a write that failed too: a lost COMMIT may have committed', async () => {
    const { here, there } = twoInstances();
    await there.get('a');
    await expect(here.cache.writing('a', () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    expect(there.cache.size).toBe(0);
  });

  it('does not keep a load under way when the invalidation arrives: it may have read the old row', async () => {
    const { store, load, here, there } = twoInstances();
    let finishRead!: () => void;
    load.mockImplementationOnce(async (key) => {
      const read = store.get(key) ?? null;
      await new Promise<void>((resolve) => (finishRead = resolve));
      return read;
    });
    const before = there.get('a');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await here.cache.writing('a', async () => void store.set('a', 'new'));
    finishRead();
    // The lookup that began first answers what it read; the next one reads again.
    expect(await before).toBe('old');
    expect(await there.get('a')).toBe('new');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing while the bus is not listening: a missed invalidation cannot be served', async () => {
    const deaf = { ...createLocalInvalidationBus(), listening: false };
    const { load, there } = twoInstances(deaf);
    await there.get('a');
    await there.get('a');
    expect(load).toHaveBeenCalledTimes(2);
    expect(there.cache.size).toBe(0);
  });
});
