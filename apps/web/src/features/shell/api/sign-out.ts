import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { href } from '../../../lib/routes.ts';
import { useUiStore } from '../../../stores/ui-store.ts';

/** GET device/unpair: ends the session on the server (the spec's "user logout"). */
export async function signOut(): Promise<void> {
  await api.get('device/unpair');
}

/**
 * Logout (shell spec section 4): show the loader, unpair the device, let the app drop the user's
 * data (`clearUserData`: the app knows which features' queries are the user's), then go home
 * unless already there. The provider's external logout frame arrives with the sign-in issue. A
 * failure is a mutation error, which the query client shows in the generic modal ("a user error
 * in state opens the generic modal"), so the returned function never rejects.
 */
export function useSignOut(clearUserData: () => void): () => Promise<void> {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const setBusy = useUiStore((state) => state.setBusy);
  const { mutateAsync } = useMutation({
    mutationFn: signOut,
    onMutate: () => setBusy(true),
    onSettled: () => setBusy(false),
    onSuccess: async () => {
      clearUserData();
      const home = href('home');
      if (pathname !== home) await navigate(home);
    },
  });
  return useCallback(
    () =>
      mutateAsync().then(
        () => undefined,
        () => undefined,
      ),
    [mutateAsync],
  );
}
