import type { Dictionary, MsoEntry } from '@stat/contracts';

/** The featured providers of the simple view, in the dictionary's pickerList order. */
export function featuredProviders(dictionary: Pick<Dictionary, 'msos' | 'pickerList'>): MsoEntry[] {
  return dictionary.pickerList
    .map((id) => dictionary.msos.find((mso) => mso.id === id))
    .filter((mso): mso is MsoEntry => mso !== undefined);
}

/** Case-insensitive substring match on logInText (shell spec section 5). */
export function searchProviders(msos: readonly MsoEntry[], term: string): MsoEntry[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return [...msos];
  return msos.filter((mso) => mso.logInText.toLowerCase().includes(needle));
}

export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits a provider name around the first match of the search term, for highlighting. */
export function highlightParts(text: string, term: string): TextPart[] {
  const needle = term.trim().toLowerCase();
  const at = needle ? text.toLowerCase().indexOf(needle) : -1;
  if (at < 0) return [{ text, match: false }];
  return [
    { text: text.slice(0, at), match: false },
    { text: text.slice(at, at + needle.length), match: true },
    { text: text.slice(at + needle.length), match: false },
  ].filter((part) => part.text !== '');
}

/** The provider's sign-in address with `returnpage` holding where to come back to. */
export function providerSignInUrl(authURL: string, returnPage: string): string {
  const url = new URL(authURL);
  url.searchParams.set('returnpage', returnPage);
  return url.toString();
}
