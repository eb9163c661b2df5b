import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { api } from './api-client.ts';
import { href } from './routes.ts';
import { startupQueries } from './startup-data.ts';
import { useUiStore } from '../stores/ui-store.ts';

const KEPT_QUERIES = new Set(['now', 'dictionary']);

/**
 * Logout (shell spec section 4): show the loader, unpair the device, drop every user-scoped
 * query and clear the user, then go home unless already there. The provider's external logout
 * frame arrives with the sign-in issue.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const setBusy = useUiStore((state) => state.setBusy);

  return useCallback(async () => {
    setBusy(true);
    try {
      await api.get('device/unpair');
      queryClient.removeQueries({ predicate: (query) => !KEPT_QUERIES.has(String(query.queryKey[0])) });
      queryClient.setQueryData(startupQueries.user().queryKey, null);
      const home = href('home');
      if (pathname !== home) await navigate(home);
    } finally {
      setBusy(false);
    }
  }, [navigate, pathname, queryClient, setBusy]);
}
