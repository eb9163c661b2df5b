import { beforeEach, describe, expect, it } from 'vitest';
import { INTENDED_ROUTE_TTL_MS, deviceBucket } from '@stat/contracts';
import { readIntendedRoute, saveIntendedRoute } from './intended-route.ts';
import { flagContext, getDeviceId } from './device-id.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

beforeEach(() => localStorage.clear());

describe('intended route memory', () => {
  const route = { name: 'settings' as const, params: {}, query: { a: '1' }, hash: '#x' };

  it('remembers a route for one hour under a stat: key', () => {
    saveIntendedRoute(route, 1_000);
    expect(localStorage.getItem(STORAGE_KEYS.intendedRoute)).toContain('settings');
    expect(STORAGE_KEYS.intendedRoute.startsWith('stat:')).toBe(true);
    expect(readIntendedRoute(1_000 + INTENDED_ROUTE_TTL_MS)).toEqual(route);
  });

  it('forgets it after an hour', () => {
    saveIntendedRoute(route, 1_000);
    expect(readIntendedRoute(1_001 + INTENDED_ROUTE_TTL_MS)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.intendedRoute)).toBeNull();
  });
});

describe('device id and flag context', () => {
  it('keeps one device id per browser and puts its bucket in the context', () => {
    const id = getDeviceId();
    expect(getDeviceId()).toBe(id);
    expect(localStorage.getItem(STORAGE_KEYS.deviceId)).toBe(id);
    expect(flagContext(id)).toEqual({ targetingKey: id, deviceBucket: deviceBucket(id), variant: 'stat' });
  });
});
