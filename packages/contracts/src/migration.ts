

/** How many items of each kind the migration page shows before anything moves. */
export const MIGRATION_SAMPLE_SIZE = 4;

/** Whether PUT user/migrate makes a new direct account or links one that has the e-mail. */
export const MIGRATION_ACTIONS = ['create', 'link'] as const;

export type MigrationAction = (typeof MIGRATION_ACTIONS)[number];
