import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIND_LABELS, LABELS, MESSAGES, MY_LIST_ITEM_REMOVED_EVENT, type MyListItem, myListItemSchema } from '@stat/contracts';
import { hideMyListNotification } from './my-list-notification.ts';
import { MyListPanel } from './my-list-panel.tsx';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';

const L = FIND_LABELS.myList;
const item = (id: number, type: MyListItem['type'], name: string): MyListItem =>
  myListItemSchema.parse({
  id,
  type,
  name,
  releaseYear: 2021,
  images: [],
  prePremiere: false,
  titleRating: 'TV_14',
  locked: false,
  });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
let finishDelete: (response: Response) => void;

beforeEach(() => {
  fetchMock = vi.fn((input: string, init?: RequestInit) => {
    if (init?.method === 'DELETE') return new Promise<Response>((resolve) => (finishDelete = resolve));
    if (input.endsWith('/v3/user/my-list')) return Promise.resolve(json({ items: [item(4, 'SERIES', 'Glass Harbor'), item(20036, 'Movie', 'Kestrel Bay')] }));
    return Promise.reject(new Error(`unexpected ${input}`));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  act(hideMyListNotification);
  vi.unstubAllGlobals();
});

function renderPanel(active = true) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(<MyListPanel active={active} />, { queryClient });
}

describe('MyListPanel', () => {
  it('fetches nothing while the drawer is closed', () => {
    renderPanel(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a skeleton, then the items with their play overlays', async () => {
    renderPanel();
    expect(screen.getByRole('list', { name: L.loading }).getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByRole('link', { name: L.open('Glass Harbor') })).toHaveProperty('pathname', '/series/4');
    expect(screen.getByRole('link', { name: L.play('Kestrel Bay') })).toHaveProperty('pathname', '/play/20036');
  });

  it('shows the empty state', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ items: [] })));
    renderPanel();
    expect(await screen.findByText(LABELS.myListEmpty)).toBeTruthy();
  });

  it('dims the item while removing, blocks a second removal, then removes it and dispatches the event', async () => {
    const heard = vi.fn();
    window.addEventListener(MY_LIST_ITEM_REMOVED_EVENT, heard);
    renderPanel();
    const remove = await screen.findByRole('button', { name: L.remove('Kestrel Bay') });
    await userEvent.click(remove);
    const row = remove.closest('li')!;
    expect(row.getAttribute('aria-busy')).toBe('true');
    expect(within(row).getByText(L.removing)).toBeTruthy();
    await userEvent.click(remove);
    expect(fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'DELETE')).toHaveLength(1);
    expect(heard).not.toHaveBeenCalled();

    await act(async () => finishDelete(new Response(null, { status: 204 })));
    expect(screen.queryByText('Kestrel Bay')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(L.removed('Kestrel Bay'));
    expect(heard).toHaveBeenCalledOnce();
    expect((heard.mock.calls[0]![0] as CustomEvent).detail).toEqual({ id: 20036, kind: 'title' });
    window.removeEventListener(MY_LIST_ITEM_REMOVED_EVENT, heard);
  });

  it('keeps the item and shows the spec message when removal fails', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: L.remove('Glass Harbor') }));
    await act(async () => finishDelete(json({ error: { code: 'error.server', body: 'down' } }, 500)));
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.myListFailed);
    await waitFor(() => expect(screen.getByText('Glass Harbor').closest('li')!.getAttribute('aria-busy')).toBeNull());
  });
});
