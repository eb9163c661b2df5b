import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION, ERROR_CODES, STARTUP_DATA_ELEMENT_ID } from '@stat/contracts';
import { testDictionary, testUser } from '../../../testing/fixtures.ts';
import { dictionaryQuery } from './get-dictionary.ts';
import { nowQuery } from './get-now.ts';
import { userQuery } from './get-user.ts';
import { loadStartupData } from './load-startup-data.ts';

const dictionary = testDictionary;
const now = { serverTime: 1_700_000_000_000, variant: 'stat', appVersion: APP_VERSION };
const user = testUser({ optionalAttributes: { HTML_INFO_BOX: '<p>New terms</p>' } });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const loggedOut = () => json({ error: { code: ERROR_CODES.sessionLoggedOut, body: 'signed out' } }, 401);

/** A document whose start-up block holds `text` (none when undefined). */
function documentWith(text?: string): Document {
  const doc = document.implementation.createHTMLDocument();
  if (text !== undefined) {
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = STARTUP_DATA_ELEMENT_ID;
    block.textContent = text;
    doc.head.append(block);
  }
  return doc;
}

let fetchMock: ReturnType<typeof vi.fn>;
let queryClient: QueryClient;
beforeEach(() => {
  fetchMock = vi.fn((input: string) => {
    if (input.endsWith('/now')) return Promise.resolve(json(now));
    if (input.endsWith('/user')) return Promise.resolve(loggedOut());
    if (input.endsWith('/dictionary')) return Promise.resolve(json(dictionary));
    return Promise.reject(new Error(`unexpected ${input}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => vi.unstubAllGlobals());

const cached = () => ({
  now: queryClient.getQueryData(nowQuery().queryKey),
  user: queryClient.getQueryData(userQuery().queryKey),
  dictionary: queryClient.getQueryData(dictionaryQuery().queryKey),
});

describe('loadStartupData', () => {
  it('seeds the cache from the embedded block and fetches nothing', async () => {
    // As the server writes it: every "<" escaped.
    const text = JSON.stringify({ now, user, dictionary }).replace(/</g, '\\u003c');
    const doc = documentWith(text);
    await loadStartupData(queryClient, doc);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(cached()).toEqual({ now, user, dictionary });
    expect(cached().dictionary?.legal.footer).toBe(testDictionary.legal.footer);
    // Read once: the block is gone, so nothing reuses it later.
    expect(doc.getElementById(STARTUP_DATA_ELEMENT_ID)).toBeNull();
  });

  it('seeds a signed-out visitor as null', async () => {
    await loadStartupData(queryClient, documentWith(JSON.stringify({ now, user: null, dictionary })));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(cached().user).toBeNull();
  });

  it.each([
    ['no block', undefined],
    ['an empty block', ''],
    ['broken JSON', '{"now":'],
    ['a block of the other variant', JSON.stringify({ now: { ...now, variant: 'ott' }, user: null, dictionary })],
    ['a block of another version (a document cached across a deploy)', JSON.stringify({ now: { ...now, appVersion: 'old' }, user: null, dictionary })],
    ['a block whose user is not a record', JSON.stringify({ now, user: 'someone', dictionary })],
    ['a block missing a part', JSON.stringify({ now, user: null })],
  ])('fetches the three calls when the document has %s', async (_case, text) => {
    await loadStartupData(queryClient, documentWith(text));
    expect(fetchMock.mock.calls.map(([input]) => String(input)).sort()).toEqual(['/api/dictionary', '/api/now', '/api/user']);
    expect(cached()).toEqual({ now, user: null, dictionary });
  });

  it('still fails the start when the fallback fetch fails', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ error: { code: 'error.server', body: 'down' } }, 500)));
    await expect(loadStartupData(queryClient, documentWith())).rejects.toBeDefined();
  });
});
