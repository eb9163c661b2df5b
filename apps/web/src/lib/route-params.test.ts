import { describe, expect, it } from 'vitest';
import type { TitleId } from '@stat/contracts';
import { REFUSED, fields, id, lenient, oneOf, optional, text, wholeNumber } from './route-params.ts';

describe('route params', () => {
  it.each([
    ['0', 0],
    ['42', 42],
    ['007', 7],
    ['-1', REFUSED],
    ['1.5', REFUSED],
    ['1e3', REFUSED],
    ['', REFUSED],
    [' 4', REFUSED],
    ['99999999999999999999', REFUSED],
    [undefined, REFUSED],
  ])('a whole number from %j is %j', (raw, expected) => {
    expect(wholeNumber(raw)).toBe(expected);
    expect(id<TitleId>()(raw)).toBe(expected);
  });

  it('text is one character or more, up to its limit', () => {
    expect(text()('a')).toBe('a');
    expect(text()('')).toBe(REFUSED);
    expect(text()(undefined)).toBe(REFUSED);
    expect(text(3)('abc')).toBe('abc');
    expect(text(3)('abcd')).toBe(REFUSED);
  });

  it('oneOf takes only its values', () => {
    const channel = oneOf(['east', 'west'] as const);
    expect(channel('east')).toBe('east');
    expect(channel('north')).toBe(REFUSED);
    expect(channel(undefined)).toBe(REFUSED);
  });

  it('optional lets a value be absent, not wrong', () => {
    expect(optional(wholeNumber)(undefined)).toBeUndefined();
    expect(optional(wholeNumber)('x')).toBe(REFUSED);
  });

  it('lenient leaves out a value that does not fit, for a query', () => {
    expect(lenient(wholeNumber)('2')).toBe(2);
    expect(lenient(wholeNumber)('two')).toBeUndefined();
    expect(lenient(wholeNumber)(undefined)).toBeUndefined();
  });

  it('fields parse each name, leave absent ones out, ignore others, and refuse when one does not fit', () => {
    const parse = fields({ id: id<TitleId>(), tab: optional(text()), season: lenient(wholeNumber) });
    expect(parse({ id: '3', other: 'x' })).toEqual({ id: 3 });
    expect(parse({ id: '3', tab: 'episodes', season: 'two' })).toEqual({ id: 3, tab: 'episodes' });
    expect(parse({ id: 'three' })).toBeNull();
    expect(parse({ id: '3', tab: '' })).toBeNull();
  });
});
