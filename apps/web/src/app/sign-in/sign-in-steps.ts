import type { AppVariant, User } from '@stat/contracts';

/** What follows a successful Complete Your Profile: exactly one, by precedence (shell spec section 4). */
export type StepAfterRegistration = 'under18' | 'parentalControls' | 'activate' | 'welcome';

export interface RegistrationResult {
  /** A minor entered personal data (the date of birth showed under age). */
  underAge: boolean;
  /** Primary account under a primarySub/primaryOnly provider with parentalControls 'SHOWTIME'. */
  canSetParentalControls: boolean;
  /** A device activation code waits for the viewer to finish signing in. */
  activationPending: boolean;
}

export function stepAfterRegistration({ underAge, canSetParentalControls, activationPending }: RegistrationResult): StepAfterRegistration {
  if (underAge) return 'under18';
  if (canSetParentalControls) return 'parentalControls';
  if (activationPending) return 'activate';
  return 'welcome';
}

export interface RegistrationShownInput {
  variant: AppVariant;
  user: Pick<User, 'registered'> | null;
  /** A play route's global player is on screen. */
  onPlayer: boolean;
  /** Closed without saving earlier in this page's life (under-age cookie). */
  closedWithoutSaving: boolean;
}

/** The profile form shows whenever a signed-in provider-variant user is not registered. */
export function isRegistrationShown({ variant, user, onPlayer, closedWithoutSaving }: RegistrationShownInput): boolean {
  return variant === 'stat' && user !== null && !user.registered && !onPlayer && !closedWithoutSaving;
}

/**
 * After a sign-in, once the viewer is registered and no other sign-in dialog is open: whether the
 * upsell shows (the provider's package lacks the network), or null while it is too early to say.
 */
export function upsellAfterSignIn(input: {
  justSignedIn: boolean;
  user: Pick<User, 'registered' | 'isAuthorized'> | null;
  dialogOpen: boolean;
}): boolean | null {
  const { justSignedIn, user, dialogOpen } = input;
  if (!justSignedIn) return null;
  if (user === null) return false;
  if (!user.registered || dialogOpen) return null;
  return !user.isAuthorized;
}
