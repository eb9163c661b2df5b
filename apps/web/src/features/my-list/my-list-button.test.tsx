import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIND_LABELS, MY_LIST_ITEM_REMOVED_EVENT, titleIdSchema, type MyListItem, myListItemSchema } from '@stat/contracts';
import { myListKeys } from './api/my-list-queries.ts';
import { MyListButton } from './my-list-button.tsx';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';

const L = FIND_LABELS.myList;
const movie: MyListItem = myListItemSchema.parse({
  id: 20036,
  type: 'Movie',
  name: 'Kestrel Bay',
  releaseYear: 2008,
  images: [],
  prePremiere: false,
  titleRating: 'MOVIE_PG_13',
  locked: false,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let queryClient: QueryClient;
beforeEach(() => {
  fetchMock = vi.fn((input: string, init?: RequestInit) => {
    if (init?.method === 'POST') return Promise.resolve(json({ item: movie }, 201));
    if (init?.method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
    if (input.endsWith('/v3/user/my-list')) return Promise.resolve(json({ items: [] }));
    return Promise.reject(new Error(`unexpected ${input}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MyListButton', () => {
  it('adds with POST, puts the item at the front of the cached list, then removes with DELETE', async () => {
    const heard = vi.fn();
    window.addEventListener(MY_LIST_ITEM_REMOVED_EVENT, heard);
    renderWithProviders(<MyListButton kind="title" id={titleIdSchema.parse(movie.id)} name={movie.name} />, { queryClient });
    const add = await screen.findByRole('button', { name: L.addTo(movie.name) });
    await waitFor(() => expect(queryClient.getQueryData(myListKeys.list())).toEqual([]));
    expect(add.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(add);
    const remove = await screen.findByRole('button', { name: L.removeFrom(movie.name) });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    const post = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST')!;
    expect(post[0]).toBe('/api/v3/user/my-list/title/20036');
    expect(queryClient.getQueryData(myListKeys.list())).toEqual([movie]);

    await userEvent.click(remove);
    await screen.findByRole('button', { name: L.addTo(movie.name) });
    expect(queryClient.getQueryData(myListKeys.list())).toEqual([]);
    expect(heard).toHaveBeenCalledOnce();
    window.removeEventListener(MY_LIST_ITEM_REMOVED_EVENT, heard);
  });
});
