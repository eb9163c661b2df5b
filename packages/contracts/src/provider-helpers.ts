import { PARENTAL_CONTROLS_PROVIDER_VALUE } from './provider.ts';
import type { ProviderData } from './provider-schemas.ts';

/** What works on provider's parsed types (it follows the schemas, so the arrows run one way). */

/** The pieces of a user that decide whether they may set viewing restrictions. */
export interface ParentalControlsEligibility {
  user: { accountType: 'primary' | 'sub' };
  provider: Pick<ProviderData, 'accountType' | 'parentalControls'>;
}

/**
 * Only a primary account under a primarySub or primaryOnly provider whose parentalControls is
 * 'SHOWTIME' may set viewing restrictions (shell spec section 6).
 */
export function canSetParentalControls({ user, provider }: ParentalControlsEligibility): boolean {
  return (
    user.accountType === 'primary' &&
    (provider.accountType === 'primarySub' || provider.accountType === 'primaryOnly') &&
    provider.parentalControls === PARENTAL_CONTROLS_PROVIDER_VALUE
  );
}

/** Default limits for a household's sub accounts are set only under primarySub providers. */
export function setsSubAccountDefaults(provider: Pick<ProviderData, 'accountType'>): boolean {
  return provider.accountType === 'primarySub';
}
