import { QUICK_SEARCH_MIN_LENGTH, SEARCH_MAX_LENGTH } from '@stat/contracts';

/**
 * The text quick search sends for what the visitor typed, or null when it must not fire
 * (streaming spec section 5: at least QUICK_SEARCH_MIN_LENGTH characters, else suggestions clear).
 * Spaces around the text do not count; a text over SEARCH_MAX_LENGTH is cut to what the API accepts.
 */
export function quickSearchText(input: string): string | null {
  const text = input.trim().replace(/\s+/g, ' ');
  if (text.length < QUICK_SEARCH_MIN_LENGTH) return null;
  return text.slice(0, SEARCH_MAX_LENGTH);
}

/** The term the results page is opened with (any non-blank text, even under the quick-search minimum). */
export function searchTerm(input: string): string | null {
  const text = input.trim().replace(/\s+/g, ' ');
  return text ? text.slice(0, SEARCH_MAX_LENGTH) : null;
}

/** The suggestion index after an arrow key: wraps around, -1 means the text field itself. */
export function nextActiveIndex(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current >= count - 1 ? -1 : current + 1;
  return current <= -1 ? count - 1 : current - 1;
}
