import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Dictionary, User } from '@stat/contracts';
import { startupQueries } from '../../lib/startup-data.ts';
import { testDictionary } from './test-fixtures.ts';

/** Test-only: renders inside a router and a real query cache that already holds the start-up data. */
export function renderWithStartupData(
  ui: ReactElement,
  { user = null, dictionary = testDictionary }: { user?: User | null; dictionary?: Dictionary } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(startupQueries.user().queryKey, user);
  queryClient.setQueryData(startupQueries.dictionary().queryKey, dictionary);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
