import { useHydrating } from './use-hydrating.ts';
import { AGE_GATE_COOKIE_MAX_AGE_S, ageGateCookieName, ageGateSchema } from '@stat/contracts';
import type { AgeGate } from '@stat/contracts';

/** The age-gating record of a user (`user-age-gating-{tveUserId}`), or null when absent or unreadable. */
export function readAgeGate(tveUserId: string): AgeGate | null {
  const name = ageGateCookieName(tveUserId);
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  if (!entry) return null;
  try {
    const parsed = ageGateSchema.safeParse(JSON.parse(decodeURIComponent(entry.slice(name.length + 1))));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Writes the record for the whole site; the client reads it, so it cannot be HttpOnly. */
export function writeAgeGate(tveUserId: string, gate: AgeGate): void {
  const value = encodeURIComponent(JSON.stringify(gate));
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${ageGateCookieName(tveUserId)}=${value}; Max-Age=${AGE_GATE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

/**
 * The age gate as a component reads it in render: none while the server renders the page or the
 * browser hydrates it (the cookie is read from the browser's document), the cookie's after.
 */
export function useAgeGate(tveUserId: string): AgeGate | null {
  return useHydrating() ? null : readAgeGate(tveUserId);
}
