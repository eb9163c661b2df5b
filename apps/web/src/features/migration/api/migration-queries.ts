/** Query keys of the migration to a direct account, general to specific. */
export const migrationKeys = {
  all: ['migration'] as const,
  preview: () => [...migrationKeys.all, 'preview'] as const,
  faq: () => [...migrationKeys.all, 'faq'] as const,
};
