import { APP_VERSION, STARTUP_DATA_ELEMENT_ID } from '@stat/contracts';
import type { Dictionary, Now, User } from '@stat/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { VARIANT } from '../../../lib/variant.ts';
import { dictionaryQuery } from './get-dictionary.ts';
import { nowQuery } from './get-now.ts';
import { userQuery } from './get-user.ts';

export interface StartupData {
  now: Now;
  user: User | null;
  dictionary: Dictionary;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a block is this deploy's start-up data. The server wrote it moments ago from answers it
 * had checked against the contracts' schemas, so the browser trusts its fields and checks only
 * that it is whole and from the same variant and version (a document kept by a cache across a
 * deploy is not): checking every field again would put zod in the code that hydrates the page.
 */
function isStartupData(value: unknown): value is StartupData {
  if (!isRecord(value)) return false;
  const { now, user, dictionary } = value;
  return isRecord(now) && now.variant === VARIANT && now.appVersion === APP_VERSION && (user === null || isRecord(user)) && isRecord(dictionary);
}

/** The start-up data the server embedded in the document, or null when absent or unusable. */
function readEmbeddedStartupData(doc: Document = document): StartupData | null {
  const block = doc.getElementById(STARTUP_DATA_ELEMENT_ID);
  if (!block?.textContent) return null;
  // Read once: a later read (a re-run start-up) must fetch fresh data, not reuse this.
  block.remove();
  try {
    const data: unknown = JSON.parse(block.textContent);
    return isStartupData(data) ? data : null;
  } catch {
    return null;
  }
}

/** Puts the start-up data in the cache: the browser's from the document, the server's as it renders one. */
export function seedStartupQueries(queryClient: QueryClient, data: StartupData): void {
  queryClient.setQueryData(nowQuery().queryKey, data.now);
  queryClient.setQueryData(userQuery().queryKey, data.user);
  queryClient.setQueryData(dictionaryQuery().queryKey, data.dictionary);
}

/** Whether the document carries the start-up data (read or not yet). */
export function hasEmbeddedStartupData(doc: Document = document): boolean {
  return doc.getElementById(STARTUP_DATA_ELEMENT_ID) !== null;
}

/** Seeds the start-up queries from the embedded data; false when there is none to use. */
export function seedStartupData(queryClient: QueryClient, doc: Document = document): boolean {
  const data = readEmbeddedStartupData(doc);
  if (!data) return false;
  seedStartupQueries(queryClient, data);
  return true;
}
