import { describe, expect, it } from 'vitest';
import { correctWord, suggestionQuery, type TypedWord } from './typed-words.ts';

const near = (...words: [string, number][]) => words.map(([word, names]) => ({ word, names }));

describe('correctWord', () => {
  it('takes the candidate fewest typing mistakes away, a swap of neighbours counting as one', () => {
    // Trigrams put "quiz" nearest; a swapped pair of letters is one slip from "quiet".
    expect(correctWord('quite', near(['quiz', 3], ['quiet', 5], ['suite', 2]))?.word).toBe('quiet');
    expect(correctWord('minstry', near(['ministry', 4], ['minstrel', 9]))?.word).toBe('ministry');
  });

  it('compares a word still being typed with the start of each candidate', () => {
    expect(correctWord('hlvenw', near(['havenwick', 12], ['haven', 3]))?.word).toBe('havenwick');
  });

  it('prefers the word more names hold when two are as near', () => {
    expect(correctWord('cart', near(['card', 2], ['care', 7]))?.word).toBe('care');
  });

  it('compares a short word whole: one slip from the start of some word is nearly any word', () => {
    expect(correctWord('teh', near(['team', 210], ['tell', 195]))).toBeUndefined();
    expect(correctWord('teh', near(['team', 210], ['the', 900]))?.word).toBe('the');
  });

  it('forgives one mistake in a short word and two in a longer one, no more', () => {
    expect(correctWord('hbrs', near(['harbour', 4]))).toBeUndefined();
    expect(correctWord('hrbur', near(['harbour', 4]))?.word).toBe('harbour');
    expect(correctWord('zzqxv', near(['quiz', 3]))).toBeUndefined();
  });
});

describe('suggestionQuery', () => {
  const word = (typed: string, names: number | null, candidates: TypedWord['candidates'] = []): TypedWord => ({ typed, names, candidates });

  it('drives the search by the rarest word and keeps the typed text when every word is known', () => {
    expect(suggestionQuery('Quiet Min', [word('quiet', 40), word('min', 6)])).toEqual({
      text: 'Quiet Min',
      driving: 'min%',
      others: ['% quiet%'],
    });
  });

  it('searches for the corrected words, dropping those with no correction', () => {
    const query = suggestionQuery('quite minstry zzqxv', [
      word('quite', null, near(['quiz', 3], ['quiet', 5])),
      word('minstry', null, near(['ministry', 4])),
      word('zzqxv', null, near(['quiz', 3])),
    ]);
    expect(query).toEqual({ text: 'quiet ministry', driving: 'ministry%', others: ['% quiet%'] });
  });

  it('does not correct a word under three letters (trigrams cannot judge it)', () => {
    expect(suggestionQuery('xq', [word('xq', null, near(['xa', 3]))])).toBeNull();
  });

  it('is null when no word is known', () => {
    expect(suggestionQuery('zzqxv', [word('zzqxv', null, near(['quiz', 3]))])).toBeNull();
  });
});
