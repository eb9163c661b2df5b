import { Suspense, lazy, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { canSetParentalControls } from '@stat/contracts';
import type { ProviderData, User } from '@stat/contracts';
import { useProviderData } from '../../features/provider-data/api/get-provider-data.ts';
import type { RegistrationOutcome } from '../../features/registration/registration-dialog.tsx';
import { VARIANT } from '../../lib/variant.ts';
import { isActivationPending, usePendingActivation } from '../../features/activation/pending-activation.ts';
import { viewerChanged } from '../session/entitlement.ts';
import { takeIntendedPath } from './landing.ts';
import { useSignInFlowStore } from './sign-in-flow-store.ts';
import { isRegistrationShown, stepAfterRegistration, upsellAfterSignIn } from './sign-in-steps.ts';

// Every dialog of the flow is loaded when it first shows: most visits never see one.
const RegistrationDialog = lazy(() =>
  import('../../features/registration/registration-dialog.tsx').then((module) => ({ default: module.RegistrationDialog })),
);
const Under18Notice = lazy(() =>
  import('../../features/registration/under-18-notice.tsx').then((module) => ({ default: module.Under18Notice })),
);
const WelcomeDialog = lazy(() =>
  import('../../features/registration/welcome-dialog.tsx').then((module) => ({ default: module.WelcomeDialog })),
);
const ParentalControlsFlow = lazy(() =>
  import('../../features/parental-controls/parental-controls-flow.tsx').then((module) => ({ default: module.ParentalControlsFlow })),
);
const UpsellDialog = lazy(() =>
  import('../../features/upsell/upsell-dialog.tsx').then((module) => ({ default: module.UpsellDialog })),
);

interface SignInFlowHostProps {
  user: User | null;
  /** A play route's global player is on screen: no profile form over it. */
  onPlayer: boolean;
  /** Closing Complete Your Profile cancels and signs the viewer out. */
  onSignOut: () => Promise<void>;
}

/**
 * Sign-in completion (shell spec section 4): Complete Your Profile while the user is not
 * registered, then exactly one of the under-18 notice, parental controls, device activation or
 * the welcome; each ends at the saved intended route. After a sign-in whose provider package lacks
 * the network, the upsell.
 */
export function SignInFlowHost({ user, onPlayer, onSignOut }: SignInFlowHostProps) {
  const { dialog, justSignedIn, closedWithoutSaving, show, consumeSignIn, closeWithoutSaving } = useSignInFlowStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const registering = isRegistrationShown({ variant: VARIANT, user, onPlayer, closedWithoutSaving });
  // Only a viewer in the middle of signing in needs the provider's data: no request on other visits.
  const needsProvider = registering || justSignedIn || dialog !== null;
  const provider = useProviderData(needsProvider ? (user?.msoId ?? null) : null).data;

  const upsell = upsellAfterSignIn({ justSignedIn, user, dialogOpen: registering || dialog !== null });
  useEffect(() => {
    if (upsell === null) return;
    consumeSignIn();
    if (upsell) show('upsell');
  }, [upsell, consumeSignIn, show]);

  // A dialog left open by a viewer who has since signed out goes with them.
  useEffect(() => {
    if (user === null && dialog !== null) show(null);
  }, [user, dialog, show]);

  function finish() {
    show(null);
    const path = takeIntendedPath();
    if (path) void navigate(path);
  }

  function registered(outcome: RegistrationOutcome, from: ProviderData) {
    if (outcome.kind === 'closedWithoutSaving') {
      closeWithoutSaving();
      finish();
      return;
    }
    void viewerChanged(queryClient, { kind: 'updated', user: outcome.user });
    const next = stepAfterRegistration({
      underAge: outcome.underAge,
      canSetParentalControls: canSetParentalControls({ user: outcome.user, provider: from }),
      activationPending: isActivationPending(),
    });
    if (next === 'activate') {
      show(null);
      // The activation dialog takes over where the viewer is, now with the registration wording.
      usePendingActivation.getState().markRegistered();
      return;
    }
    show(next);
  }

  if (!user || !provider) return null;
  return (
    <Suspense fallback={null}>
      {registering && (
        <RegistrationDialog
          user={user}
          provider={provider}
          onDone={(outcome) => registered(outcome, provider)}
          onCancel={() => void onSignOut()}
        />
      )}
      {dialog === 'under18' && <Under18Notice onContinue={finish} />}
      {dialog === 'parentalControls' && <ParentalControlsFlow
          user={user}
          provider={provider}
          onSaved={() => viewerChanged(queryClient, { kind: 'updated' })}
          onDone={finish}
        />}
      {dialog === 'welcome' && <WelcomeDialog onClose={finish} />}
      {dialog === 'upsell' && <UpsellDialog provider={provider} onClose={() => show(null)} />}
    </Suspense>
  );
}
