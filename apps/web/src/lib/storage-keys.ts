/** Browser storage keys; the spec asks for the product's short prefix on each. */
export const STORAGE_KEYS = {
  deviceId: 'stat:deviceId',
  intendedRoute: 'stat:intendedRoute',
  /** A device activation code waiting for the viewer to finish signing in (sessionStorage). */
  activationCode: 'stat:activationCode',
  /** Coupon, flow, partner and attribution from the landing address, kept 1 day. */
  registrationMemory: 'stat:registrationMemory',
  /** The plan, add-ons and coupon chosen before paying (Purchase memory), kept 1 day. */
  purchaseMemory: 'stat:purchaseMemory',
  /** The partner and offer a viewer left for the partner's sign-in with, and that intent's Idempotency-Key (1 hour). */
  partnerSignIn: 'stat:partnerSignIn',
  /** A gift card code typed by a signed-out visitor, kept while they sign in (1 day). */
  giftCard: 'stat:giftCard',
  /** Set once the migration announcement is dismissed; lives as long as the tab (sessionStorage). */
  migrationModalClosed: 'stat:migrationModalClosed',
  /** Captions on or off, their language and style: kept for the tab, as the spec asks (sessionStorage). */
  closedCaptions: 'stat:closedCaptions',
  /** The chosen audio (SAP) language, kept for the tab (sessionStorage). */
  sap: 'stat:sap',
  /** An automated run's settings (localStorage JSON), e.g. `{ "suppressPpvState": true }` to skip the pay-per-view state fetch. */
  automation: 'stat:automation',
  /** Set once the pay-per-view promo modal was shown; lives as long as the tab (sessionStorage). */
  ppvModalShown: 'stat:ppvModalShown',
} as const;
