import { formatPlanDate } from './plan-change.ts';

/**
 * The words of Settings' "Your data" section (issue 26 section 5). Ours: the spec has none
 * (docs/decisions.md, "Settings: the account's data").
 */
export const SETTINGS_DATA_LABELS = {
  heading: 'Your data',
  intro: 'Download everything we hold about you, or delete your account.',
  download: 'Download my data',
  downloaded: 'Your data file has been downloaded.',
  deleteAccount: 'Delete account',
  dialogTitle: 'Delete your account?',
  whatGoes: 'This deletes, for good:',
  goes: ['your profile', 'My List', 'your resume points', 'your activated devices', 'every session, on every browser and TV', 'your viewing restrictions'],
  goesOtt: 'your account at our identity provider (your e-mail and password)',
  /** In the confirmation, when the viewer has a subscription we bill: the day its paid term ends. */
  subscriptionCancelled: (endsAt: number) => `Your subscription is cancelled first: it ends on ${formatPlanDate(endsAt)} and is not renewed.`,
  kept: 'We keep only the payment records the law requires (amounts, dates, invoice numbers), without your name or e-mail.',
  password: 'Password',
  /** DELETE user's 400 on ott without the password. */
  passwordRequired: 'Enter your password to delete your account.',
  confirm: 'Delete my account',
  cancel: 'Keep my account',
  deleted: 'Your account has been deleted.',
  /** The notification after deleting an account whose subscription was cancelled first: the date its paid term ends. */
  deletedSubscriptionEnds: (endsAt: number) => `Your account has been deleted. Your subscription was cancelled on the way: it ends on ${formatPlanDate(endsAt)} and is not renewed.`,
} as const;
