/*
 * "Why can't I play this?" (issue 29, part 1): every reason the server refuses a play names its
 * fix, the same on the title, episode, fight, channel and pay-per-view pages (before the play
 * button), in start-play's refusal and in the licence server's. The kinds of fix, and what the
 * pages say about each (docs/decisions.md, "Why can't I play this?"); the fixes' shape is
 * play-fix-schemas.ts.
 */

/** The settings section a profile's viewing restrictions are changed in (its element id). */
export const VIEWING_RESTRICTIONS_SECTION_ID = 'viewing-restrictions';

/** How many streams one account may play at once, on every device together (docs/decisions.md). */
export const MAX_CONCURRENT_STREAMS = 3;

/** What the pages say before the play button, and the fixes' buttons. */
export const PLAY_FIX_LABELS = {
  signIn: 'Sign In',
  finishSetUp: 'Finish setting up',
  upsell: 'How to get STAT',
  subscribe: (planSummary: string) => `Subscribe to ${planSummary}`,
  resubscribe: (planSummary: string) => `Subscribe again to ${planSummary}`,
  editBilling: 'Update payment details',
  /** A viewer whose payment failed still watches while it is retried: said beside the play button, not instead of it. */
  paymentFailedHeading: 'Your payment didn’t go through',
  paymentFailedNotice: 'We’ll try your card again. Update your payment details to keep watching without a break.',
  restrictions: {
    rated: (rating: string, limit: string) => `Rated ${rating}. This profile’s limit is ${limit}.`,
    /** An unrated title's rating, in the refusal: it passes only profiles without limits. */
    notRated: 'Not rated',
    byYou: 'You can change it in Settings.',
    byPrimary: 'Only the account’s primary member can change it, in Settings.',
    byProvider: 'Your TV provider sets the limits of this profile.',
  },
  streams: {
    /** A stream, as the list of those playing names it. */
    playing: (device: string, what: string) => `${device}: ${what}`,
    stop: (device: string) => `Stop playing on ${device}`,
    unknownDevice: 'A device',
    stopFailed: 'That stream could not be stopped. Please try again.',
  },
  /**
   * A fix the page offers in a section of its own (the pay-per-view page's purchase section,
   * after its watch section): named in the reason, without a second button doing the same.
   */
  onThisPage: {
    buy: (price: string) => `Buy it below for ${price}.`,
    signIn: 'Sign in below to buy it, or to watch what you bought.',
  },
  browser: {
    heading: 'This browser can’t play protected video',
    body: 'Use a current version of Chrome, Edge, Firefox or Safari, or watch on the STAT app for your TV.',
    check: 'Test your setup',
  },
} as const;
