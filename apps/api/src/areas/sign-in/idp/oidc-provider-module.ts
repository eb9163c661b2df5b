/**
 * oidc-provider, loaded through here and nowhere else. At import it prints "Unsupported
 * runtime" on stderr for any Node before 22 LTS; we run on Node 20 (docs/decisions.md,
 * "Sign-in (identity provider)"), where its tests pass, and the server's stderr is kept for
 * the operator's one-line errors. Only that one message is held back, only during the import;
 * every other warning passes.
 */
import type * as OidcProviderModule from 'oidc-provider';

const UNSUPPORTED_RUNTIME = 'oidc-provider WARNING: Unsupported runtime.';

const warn = console.warn;
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith(UNSUPPORTED_RUNTIME)) return;
  warn(...args);
};
let loaded: typeof OidcProviderModule;
try {
  loaded = await import('oidc-provider');
} finally {
  console.warn = warn;
}

export const Provider = loaded.default;
export const oidcErrors = loaded.errors;
