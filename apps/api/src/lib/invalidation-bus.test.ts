import { describe, expect, it } from 'vitest';
import { createLocalInvalidationBus, parseInvalidation } from './invalidation-bus.ts';

describe('parseInvalidation', () => {
  it.each([
    ['{"cache":"sessions","key":"abc"}', { cache: 'sessions', key: 'abc' }],
    ['{"cache":"users","all":true}', { cache: 'users', all: true }],
    ['{"cache":"users","all":"yes"}', undefined],
    ['{"key":"abc"}', undefined],
    ['{"cache":"users","key":7}', undefined],
    ['null', undefined],
    ['not json', undefined],
    [undefined, undefined],
  ])('reads %s as %o', (payload, expected) => {
    expect(parseInvalidation(payload)).toEqual(expected);
  });
});

describe('the local invalidation bus', () => {
  it('delivers in place to every subscriber of the named cache, and to no other', async () => {
    const bus = createLocalInvalidationBus();
    const drops: string[] = [];
    bus.subscribe('users', (key) => drops.push(`first ${key}`));
    bus.subscribe('users', (key) => drops.push(`second ${key}`));
    bus.subscribe('sessions', (key) => drops.push(`sessions ${key}`));
    await bus.publish({ cache: 'users', key: 'u1' });
    await bus.publish({ cache: 'users', all: true });
    expect(drops).toEqual(['first u1', 'second u1', 'first null', 'second null']);
    expect(bus.listening).toBe(true);
  });
});
