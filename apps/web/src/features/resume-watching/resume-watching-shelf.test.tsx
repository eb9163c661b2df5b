import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BROWSE_LABELS, resumeItemSchema } from '@stat/contracts';
import { ResumeWatchingShelf } from './resume-watching-shelf.tsx';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';

const item = (titleId: number, heading: string) =>
  resumeItemSchema.parse({
    titleId,
    seriesId: null,
    seriesTitle: null,
    seasonNumber: null,
    episodeNumber: null,
    episodeName: null,
    heading,
    percentWatched: 40,
    images: [],
    titleRating: 'MOVIE_PG',
    locked: false,
  });

const ITEMS = [item(1, 'First Light'), item(2, 'Second Wind')];

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderShelf() {
  renderWithProviders(<ResumeWatchingShelf signedIn />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResumeWatchingShelf', () => {
  it('takes a title off at once and keeps it off when the server agrees', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn((url: string, init: RequestInit) => {
      if (init.method === 'DELETE') return new Promise<Response>((resolve) => (release = resolve));
      return Promise.resolve(answer(200, { items: fetchMock.mock.calls.length > 1 ? [ITEMS[1]] : ITEMS }));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderShelf();
    await userEvent.click(await screen.findByRole('button', { name: BROWSE_LABELS.removeFromContinueWatching('First Light') }));
    // Gone before the server has answered.
    await waitFor(() => expect(screen.queryByRole('link', { name: /First Light/ })).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/api/resumewatching/1', expect.objectContaining({ method: 'DELETE' }));
    release(answer(204));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(screen.getByRole('link', { name: /Second Wind/ })).toBeTruthy();
  });

  it('puts the title back when the server refuses', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) =>
        Promise.resolve(init.method === 'DELETE' ? answer(500, { error: { code: 'error.server', body: 'No' } }) : answer(200, { items: ITEMS })),
      ),
    );
    renderShelf();
    await userEvent.click(await screen.findByRole('button', { name: BROWSE_LABELS.removeFromContinueWatching('First Light') }));
    expect(await screen.findByRole('link', { name: /First Light/ })).toBeTruthy();
  });
});
