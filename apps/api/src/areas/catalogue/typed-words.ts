import damerauLevenshtein from 'damerau-levenshtein';

/**
 * The words of a quick-search text, checked against the catalogue's vocabulary (search_words,
 * migration 0007) in one query: for each typed word, in order, how many names hold a word it
 * begins (null: none), and otherwise the vocabulary's words nearest in trigrams, as candidates
 * for a correction. Words are split as the vocabulary's are: letters and digits only.
 */
export const TYPED_WORDS_SQL = `
  SELECT typed.word AS typed, begun.names,
         coalesce(nearest.candidates, '[]'::json) AS candidates
  FROM regexp_split_to_table(lower($1), '[^[:alnum:]]+') WITH ORDINALITY AS typed(word, position)
  CROSS JOIN LATERAL (
    SELECT sum(w.names)::int AS names FROM search_words w WHERE w.word LIKE typed.word || '%'
  ) begun
  LEFT JOIN LATERAL (
    SELECT json_agg(json_build_object('word', near.word, 'names', near.names)) AS candidates FROM (
      SELECT w.word, w.names FROM search_words w
      WHERE begun.names IS NULL ORDER BY w.word <-> typed.word LIMIT 5
    ) near
  ) nearest ON true
  WHERE typed.word <> ''
  ORDER BY typed.position`;

export interface TypedWord {
  typed: string;
  /** Names holding a word this one begins; null when there are none. */
  names: number | null;
  candidates: { word: string; names: number }[];
}

export interface SuggestionQuery {
  /** The known words as text, or the typed text itself when every word was known. */
  text: string;
  /** The rarest word, which drives the range scan: 'word%'. */
  driving: string;
  /** The other words as the start of a word in a name's words (search_terms.words): '% word%'. */
  others: string[];
}

/** A word of up to this many letters is short: one typing mistake forgiven, not two. */
const SHORT_WORD = 4;

/**
 * The correction of a word no name begins: the candidate fewest typing mistakes away, counting
 * a swap of neighbours as one (the commonest slip, which trigrams rank poorly: "quite" is nearer
 * "quiz" than "quiet" in trigrams), against the whole word or, as the viewer may still be
 * typing, its start (not for a short word: one slip from the first three letters of some word
 * is nearly any word); on a tie the nearer whole word, then the word more names hold. Undefined
 * when none is near enough.
 */
export function correctWord(typed: string, candidates: TypedWord['candidates']): { word: string; names: number } | undefined {
  const short = typed.length <= SHORT_WORD;
  return candidates
    .map(({ word, names }) => {
      const whole = damerauLevenshtein(typed, word).steps;
      const begun = short ? whole : damerauLevenshtein(typed, word.slice(0, typed.length)).steps;
      return { word, names, whole, edits: Math.min(whole, begun) };
    })
    .filter((candidate) => candidate.edits <= (short ? 1 : 2))
    .sort((a, b) => a.edits - b.edits || a.whole - b.whole || b.names - a.names)
    .map(({ word, names }) => ({ word, names }))[0];
}

/** What to look for, from the text and its checked words; null when no word is known. */
export function suggestionQuery(text: string, words: TypedWord[]): SuggestionQuery | null {
  const known = words.flatMap(({ typed, names, candidates }) => {
    if (names !== null) return [{ typed, word: typed, names }];
    const correction = typed.length >= 3 ? correctWord(typed, candidates) : undefined;
    return correction ? [{ typed, ...correction }] : [];
  });
  if (known.length === 0) return null;
  const rarest = known.reduce((best, word) => (word.names < best.names ? word : best));
  const changed = known.length < words.length || known.some((word) => word.word !== word.typed);
  return {
    text: changed ? known.map((word) => word.word).join(' ') : text,
    // Words are letters and digits only: no pattern character to escape.
    driving: `${rarest.word}%`,
    others: known.filter((word) => word !== rarest).map((word) => `% ${word.word}%`),
  };
}
