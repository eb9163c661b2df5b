import { describe, expect, it } from 'vitest';
import { measureDownload } from './measure-speed.ts';

/** A clock that moves `stepMs` each time it is read. */
const steppingClock = (stepMs: number) => {
  let now = 0;
  return () => (now += stepMs);
};

describe('measureDownload', () => {
  it('downloads every address past the caches and answers bits per second', async () => {
    const asked: [string, RequestInit | undefined][] = [];
    const fetcher = (async (url: string, init?: RequestInit) => {
      asked.push([url, init]);
      return new Response(new Uint8Array(125_000));
    }) as typeof fetch;
    // Two reads of the clock one second apart: 250,000 bytes in 1 s.
    expect(await measureDownload(['/a/1.m4s', '/a/2.m4s'], fetcher, steppingClock(1000))).toBe(2_000_000);
    expect(asked.map(([url]) => url.split('?')[0])).toEqual(['/a/1.m4s', '/a/2.m4s']);
    expect(asked.every(([url, init]) => /\?speed=\w+$/.test(url) && init?.cache === 'no-store')).toBe(true);
    expect(new Set(asked.map(([url]) => url.split('?')[1])).size).toBe(1);
  });

  it('answers null when a download fails or is refused', async () => {
    const refused = (async () => new Response('', { status: 404 })) as typeof fetch;
    const broken = (async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    expect(await measureDownload(['/a/1.m4s'], refused, steppingClock(1000))).toBeNull();
    expect(await measureDownload(['/a/1.m4s'], broken, steppingClock(1000))).toBeNull();
  });
});
