import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@stat/contracts';
import { openErrorModal, openModal } from '../../components/modal/modal-store.ts';
import { Loader } from '../../components/ui/loader.tsx';
import { getLoginResult } from '../../features/registration/api/get-login-result.ts';
import type { PageProps } from '../../lib/routes.ts';
import { href, routeDef } from '../../lib/routes.ts';
import { toApiError } from '../../lib/api-result.ts';
import { viewerChanged } from '../session/entitlement.ts';
import { returnPath, takeIntendedPath } from '../sign-in/landing.ts';
import { useSignInFlowStore } from '../sign-in/sign-in-flow-store.ts';

/**
 * Where the TV provider sign-in returns the browser (/handleLogin): takes the new session's user,
 * then goes on to `returnpage` when it is this site's, else the intended route, else home. With
 * `?error=` the sign-in failed: the generic modal says so and the viewer goes home.
 */
export default function HandleLoginPage({ query }: PageProps<'handleLogin'>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Once per visit: StrictMode runs effects twice, and a second sign-in result is never wanted.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const home = href('home');
    if (query.error) {
      openModal({ title: MESSAGES.signInFailedTitle, body: MESSAGES.signInFailed, buttons: [{ label: MESSAGES.ok }] });
      void navigate(home, { replace: true });
      return;
    }
    getLoginResult().then(
      (user) => {
        void viewerChanged(queryClient, { kind: 'signedIn', user });
        useSignInFlowStore.getState().markSignedIn();
        void navigate(returnPath(query.returnpage, location.origin) ?? takeIntendedPath() ?? home, { replace: true });
      },
      (error: unknown) => {
        openErrorModal(toApiError(error));
        void navigate(home, { replace: true });
      },
    );
  }, [query.error, query.returnpage, queryClient, navigate]);

  return <Loader position="relative" label={routeDef('handleLogin').title} />;
}
