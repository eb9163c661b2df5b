import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../../scripts/lib/throwaway-postgres.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the throwaway cluster; empty when the suite runs on PGlite. */
    postgresAdminUrl: string;
  }
}

let cluster: ThrowawayPostgres | undefined;

/** With TEST_DATABASE=postgres, one throwaway PostgreSQL 15 cluster for the whole run. */
export async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE === 'postgres') {
    cluster = await startThrowawayPostgres();
    project.provide('postgresAdminUrl', cluster.adminUrl);
  } else {
    project.provide('postgresAdminUrl', '');
  }
}

export async function teardown() {
  await cluster?.stop();
}
