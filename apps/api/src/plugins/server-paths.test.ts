import { describe, expect, it } from 'vitest';
import { serverArea } from './server-paths.ts';

describe('serverArea', () => {
  it.each([
    ['/api/user', 'api'],
    ['/api', 'api'],
    ['/%61pi/device/unpair', 'api'],
    ['/api/%ff', 'api'],
    ['/api/user?x=1', 'api'],
    ['/ofrep/v1/evaluate/flags', 'ofrep'],
    ['/%6Ffrep/v1/evaluate/flags', 'ofrep'],
    ['/', null],
    ['/apiary', null],
    ['/series/%ff', null],
    ['/API/user', null],
  ] as const)('%s -> %s', (url, area) => {
    expect(serverArea(url)).toBe(area);
  });
});
