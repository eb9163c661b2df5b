import { Suspense, lazy } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { User } from '@stat/contracts';
import { visitorState } from '@stat/contracts';
import { useDevicePlatforms } from '../../features/activation/api/get-device-platforms.ts';
import { usePendingActivation } from '../../features/activation/pending-activation.ts';
import { href } from '../../lib/routes.ts';
import { signInTarget } from '../../lib/sign-in-target.ts';
import { useUiStore } from '../../stores/ui-store.ts';
import { viewerChanged } from '../session/entitlement.ts';

// Most visits never activate a device: the dialogs load when first shown.
const ActivationDialog = lazy(() =>
  import('../../features/activation/activation-dialog.tsx').then((module) => ({ default: module.ActivationDialog })),
);

interface ActivationHostProps {
  user: User | null;
  /** The /activate page is on screen (for visitors not yet authorized). */
  onActivateRoute: boolean;
  /** Another dialog of the sign-in flow (Complete Your Profile) or the player has the screen. */
  blocked: boolean;
}

/**
 * Where device activation shows (shell spec sections 2 and 4): on /activate for a visitor not yet
 * authorized, and for an authorized viewer wherever a held code or the Settings button opened it
 * (an authorized visitor's /activate is Settings). Signing in from the code form keeps the code,
 * so the device select follows sign-in and Complete Your Profile.
 */
export function ActivationHost({ user, onActivateRoute, blocked }: ActivationHostProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openPicker = useUiStore((state) => state.openPicker);
  // Signing in from the code form: the picker takes the screen, the code waits.
  const pickerOpen = useUiStore((state) => state.pickerOpen);
  const pending = usePendingActivation();
  const authorized = visitorState(user) === 'authorized';
  const shown = !blocked && !pickerOpen && (authorized ? pending.open : onActivateRoute);
  const platforms = useDevicePlatforms(shown && authorized);
  if (!shown) return null;

  function signIn() {
    const target = signInTarget();
    if (target.picker) openPicker();
    else void navigate(target.path);
  }
  return (
    <Suspense fallback={null}>
      <ActivationDialog
        canActivate={authorized}
        platforms={platforms.data ?? null}
        onSignIn={signIn}
        onActivated={() => void viewerChanged(queryClient, { kind: 'updated' })}
        onClose={() => {
          if (onActivateRoute) void navigate(href('home'));
        }}
      />
    </Suspense>
  );
}
