import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { api } from './api-client.ts';
import { href } from './routes.ts';
import { startupQueries } from './startup-data.ts';
import { useUiStore } from '../stores/ui-store.ts';

const KEPT_QUERIES = new Set(['now', 'dictionary']);

/**
 * Logout (shell spec section 4): show the loader, unpair the device, drop every user-scoped
 * query and clear the user, then go home unless already there. The provider's external logout
 * frame arrives with the sign-in issue. A failure is a mutation error, which the query client
 * shows in the generic modal ("a user error in state opens the generic modal"), so the
 * returned function never rejects.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const setBusy = useUiStore((state) => state.setBusy);

  const { mutateAsync } = useMutation({
    mutationFn: () => api.get('device/unpair'),
    onMutate: () => setBusy(true),
    onSettled: () => setBusy(false),
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (query) => !KEPT_QUERIES.has(String(query.queryKey[0])) });
      queryClient.setQueryData(startupQueries.user().queryKey, null);
      const home = href('home');
      if (pathname !== home) await navigate(home);
    },
  });

  return useCallback(() => mutateAsync().then(
    () => undefined,
    () => undefined,
  ), [mutateAsync]);
}
