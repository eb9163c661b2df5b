import { describe, expect, it } from 'vitest';
import { storesForDevice } from './store-device.ts';

describe('storesForDevice', () => {
  it.each([
    ['an iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 0, ['apple']],
    ['an iPad on iPadOS', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15', 5, ['apple']],
    ['a Pixel', 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36', 0, ['google']],
    ['a Fire tablet', 'Mozilla/5.0 (Linux; Android 9; KFMAWI) AppleWebKit/537.36 Silk/120.1 like Chrome/120.0 Safari/537.36', 0, ['amazon']],
    ['a Kindle', 'Mozilla/5.0 (Linux; U; en-US) AppleWebKit/528.5+ (KHTML, like Gecko) Version/4.0 Kindle/3.0', 0, ['amazon']],
    ['a desktop', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36', 0, ['apple', 'amazon', 'google']],
  ])('%s gets %j', (_, userAgent, touchPoints, stores) => {
    expect(storesForDevice(userAgent, touchPoints)).toEqual(stores);
  });
});
