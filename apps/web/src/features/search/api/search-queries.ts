/** Query keys of search, general to specific. Answers depend on the profile's restrictions (locked). */
export const searchKeys = {
  all: ['search'] as const,
  quick: (text: string) => [...searchKeys.all, 'quick', text] as const,
  pages: (term: string) => [...searchKeys.all, 'pages', term] as const,
};
