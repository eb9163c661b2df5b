import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Dictionary, User } from '@stat/contracts';
import { userQuery } from '../startup/api/get-user.ts';
import { dictionaryQuery } from '../startup/api/get-dictionary.ts';
import { testDictionary } from './test-fixtures.ts';

/** Test-only: renders inside a router and a real query cache that already holds the start-up data. */
export function renderWithStartupData(
  ui: ReactElement,
  { user = null, dictionary = testDictionary }: { user?: User | null; dictionary?: Dictionary } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(userQuery().queryKey, user);
  queryClient.setQueryData(dictionaryQuery().queryKey, dictionary);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
