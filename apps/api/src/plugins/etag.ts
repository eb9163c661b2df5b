import { createHash } from 'node:crypto';

/** True when an If-None-Match header names `etag` (or is *). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** A strong ETag for a text already serialised. */
export function etagOfText(text: string): string {
  return `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

/** A strong ETag for a JSON body. */
export function etagOf(body: unknown): string {
  return etagOfText(JSON.stringify(body));
}
