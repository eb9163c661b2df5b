import type { StatusAffects } from './service-status.ts';

/** Every viewer-facing word of the service status (banner, /status page, all-clear notice and e-mail). */
export const SERVICE_STATUS_LABELS = {
  /** The /status page's title, and the footer's and the banner's link to it. */
  pageTitle: 'Service status',
  bannerRegion: 'Service incident',
  bannerLead: 'We know something is wrong:',
  bannerLink: 'See service status',
  allWorking: 'All systems are working.',
  currentHeading: 'Now',
  recentHeading: 'Past 30 days',
  noRecent: 'No incidents in the past 30 days.',
  affects: {
    ppv: 'Pay-per-view',
    live: 'Live TV',
    'sign-in': 'Signing in',
    all: 'The whole service',
  } satisfies Record<StatusAffects, string>,
  affectsLabel: 'Affects',
  started: 'Started',
  resolved: 'Resolved',
  ongoing: 'Ongoing',
  loadFailed: 'We could not load the service status. Try again in a moment.',
  allClearRegion: 'All clear',
  allClearLead: 'All clear: this is fixed and everything is working again.',
  dismiss: 'Dismiss',
  dismissOne: (text: string) => `Dismiss the all-clear for: ${text}`,
  emailSubject: 'All clear: STAT is working again',
  emailText: (text: string, started: string, resolved: string) =>
    `The problem you saw on STAT is fixed:\n\n  ${text}\n\nIt started ${started} and was resolved ${resolved} (UTC). Everything is working again. Thank you for your patience.\n`,
  /** The API's refusal of an id that is not an open incident (seen), or not the viewer's all-clear (dismiss). */
  notOpen: 'No such open incident.',
  noAllClear: 'No such all-clear for you.',
} as const;
