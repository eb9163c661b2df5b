import { useLocation } from 'react-router';
import { LABELS } from '@stat/contracts';
import { signInTarget } from '../../lib/sign-in-target.ts';
import { useUiStore } from '../../stores/ui-store.ts';
import { Button } from './button.tsx';
import type { ButtonSize } from './button.tsx';
import type { ButtonVariant } from '@stat/contracts';

interface SignInButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * 'Sign In' where signInTarget says: the picker over this page (stat) or a link to the front door
 * (ott). On the front door itself, which offers Sign In and Create Account, there is none: a link
 * to the page it is on would do nothing.
 */
export function SignInButton({ variant, size }: SignInButtonProps) {
  const openPicker = useUiStore((state) => state.openPicker);
  const { pathname } = useLocation();
  const target = signInTarget();
  if (target.picker) {
    return (
      <Button variant={variant} size={size} onClick={() => openPicker()}>
        {LABELS.signIn}
      </Button>
    );
  }
  if (pathname === target.path) return null;
  return (
    <Button variant={variant} size={size} to={target.path}>
      {LABELS.signIn}
    </Button>
  );
}
