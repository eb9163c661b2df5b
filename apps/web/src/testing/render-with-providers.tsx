import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';

/** Test-only: a fresh query client that never retries, so a refused call fails at once. */
function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

interface RenderOptions {
  /** Where the router starts (default '/'). */
  path?: string;
  /** The client to render with, when a test seeds or reads it (default: testQueryClient()). */
  queryClient?: QueryClient;
}

/**
 * Test-only: the one way web tests render, inside a query client and a router, with a
 * user-event typist; `rerender` keeps both around the new element.
 */
export function renderWithProviders(element: ReactElement, { path = '/', queryClient = testQueryClient() }: RenderOptions = {}) {
  const wrap = (node: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </QueryClientProvider>
  );
  const rendered = render(wrap(element));
  return { ...rendered, rerender: (next: ReactElement) => rendered.rerender(wrap(next)), queryClient, user: userEvent.setup() };
}
