import { randomBytes, randomUUID } from 'node:crypto';

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A Recurly-style id: 12 lower-case letters and digits (`e28zov4fw0v2`). */
export function newRecurlyId(): string {
  return Array.from(randomBytes(12), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

/** A Recurly-style uuid: 32 hex digits, no dashes. */
export function newRecurlyUuid(): string {
  return randomUUID().replaceAll('-', '');
}

/** A path id as Recurly reads it: a bare id, or an alternative key after its prefix (`code-bob`, `uuid-…`, `number-1001`). */
export interface PathId<Key extends string> {
  by: 'id' | Key;
  value: string;
}

/** Reads `code-bob` as { by: 'code', value: 'bob' }, anything else as { by: 'id', value }. */
export function readPathId<Key extends 'code' | 'uuid' | 'number'>(value: string, prefix: Key): PathId<Key> {
  const start = `${prefix}-`;
  return value.startsWith(start) ? { by: prefix, value: value.slice(start.length) } : { by: 'id', value };
}
