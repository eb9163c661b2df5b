/**
 * The words of Settings for a TV-provider user (stat): the account as the provider signed it in.
 * Ours, not the spec's (docs/decisions.md, "Front end").
 */
export const SETTINGS_LABELS = {
  email: 'Email',
  provider: 'Provider',
  accountType: 'Account type',
  primary: 'Primary',
  subAccount: 'Sub-account',
  status: 'Status',
  authorized: 'Authorized',
  notAuthorized: 'Not yet authorized',
} as const;
