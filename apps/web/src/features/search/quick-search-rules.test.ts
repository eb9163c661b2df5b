import { describe, expect, it } from 'vitest';
import { QUICK_SEARCH_MIN_LENGTH, SEARCH_MAX_LENGTH } from '@stat/contracts';
import { nextActiveIndex, quickSearchText, searchTerm } from './quick-search-rules.ts';

describe('quickSearchText', () => {
  it('fires from the minimum length on', () => {
    expect(QUICK_SEARCH_MIN_LENGTH).toBe(3);
    expect(quickSearchText('gla')).toBe('gla');
    expect(quickSearchText('glass harbor')).toBe('glass harbor');
  });

  it.each(['', 'g', 'gl', '  gl  ', '   '])('does not fire for %j (suggestions clear)', (input) => {
    expect(quickSearchText(input)).toBeNull();
  });

  it('ignores surrounding spaces and collapses inner runs', () => {
    expect(quickSearchText('  glass   harbor ')).toBe('glass harbor');
    expect(quickSearchText(' a b ')).toBe('a b');
  });

  it('cuts a text over the longest the API accepts', () => {
    expect(quickSearchText('x'.repeat(SEARCH_MAX_LENGTH + 20))).toHaveLength(SEARCH_MAX_LENGTH);
  });
});

describe('searchTerm', () => {
  it('opens the results page for any non-blank text', () => {
    expect(searchTerm(' ab ')).toBe('ab');
    expect(searchTerm('   ')).toBeNull();
  });
});

describe('nextActiveIndex', () => {
  it('moves down through the suggestions and back to the field', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(1, 3, 'ArrowDown')).toBe(2);
    expect(nextActiveIndex(2, 3, 'ArrowDown')).toBe(-1);
  });

  it('moves up from the field to the last suggestion', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(0, 3, 'ArrowUp')).toBe(-1);
  });

  it('stays on the field without suggestions', () => {
    expect(nextActiveIndex(-1, 0, 'ArrowDown')).toBe(-1);
  });
});
