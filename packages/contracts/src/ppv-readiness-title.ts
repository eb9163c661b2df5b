/**
 * The readiness check's page title, in a module of its own: the route table, in the first
 * bundle, needs only this, and a bundler keeps a module whole in one chunk.
 */
export const PPV_READINESS_TITLE = 'Test your setup';
