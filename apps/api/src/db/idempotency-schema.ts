/** Idempotency keys of our API's money calls (plugins/idempotency.ts). */
export const idempotencyTables = {};
