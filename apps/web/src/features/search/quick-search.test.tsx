import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIND_LABELS, type SearchResult } from '@stat/contracts';
import { QuickSearch } from './quick-search.tsx';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';

const L = FIND_LABELS.search;
const result = (id: number, name: string, type: SearchResult['type']): SearchResult => ({
  id,
  type,
  name,
  images: [],
  titleRating: 'TV_MA',
  description: { medium: '' },
  locked: false,
});
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(() => Promise.resolve(json({ results: [result(9, 'Glass Harbor', 'series'), result(20008, 'Havenwick', 'movie')] })));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderSearch() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <>
      <QuickSearch />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { path: '/about', queryClient },
  );
  return screen.getByRole('combobox', { name: L.field });
}

const asked = () => fetchMock.mock.calls.map(([input]) => String(input));

describe('QuickSearch', () => {
  it('asks nothing under three characters and shows the suggestions from three', async () => {
    const box = renderSearch();
    await userEvent.type(box, 'gl');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked()).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await userEvent.type(box, 'a');
    expect(await screen.findByRole('option', { name: /Glass Harbor/ })).toBeTruthy();
    expect(asked()).toEqual(['/api/search/quick/gla']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await userEvent.type(box, '{Backspace}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves with the arrow keys and opens the chosen suggestion with Enter', async () => {
    const box = renderSearch();
    await userEvent.type(box, 'harbor');
    await screen.findByRole('option', { name: /Havenwick/ });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const option = screen.getByRole('option', { name: /Havenwick/ });
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(option.id);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/movie/20008');
  });

  it('Escape closes the list; Enter on the text opens the results page', async () => {
    const box = renderSearch();
    await userEvent.type(box, 'harbor');
    await screen.findByRole('option', { name: /Glass Harbor/ });
    await userEvent.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/search/harbor');
  });
});
