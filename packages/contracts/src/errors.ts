

/** Error codes named by the spec, plus the server's own request errors (docs/decisions.md). */
export const ERROR_CODES = {
  serverUncaught: 'error.server.uncaught',
  clientUncaught: 'error.client.uncaught',
  sessionLoggedOut: 'error.session.loggedOut',
  userNameTaken: 'error.userprofile.usernametaken',
  userProfileInvalid: 'error.userprofile.invalid',
  userAlreadyRegistered: 'error.userprofile.registered',
  parentalControlsNotAllowed: 'error.pc.notallowed',
  providerNotFound: 'error.mso.notfound',
  signInFailed: 'error.tve.signInFailed',
  deviceLimit: 'error.device.deviceLimit.LID',
  deviceUnsupported: 'error.device.unsupported',
  // Activation's own (docs/decisions.md, "Device activation"): the code, the guesses, the device.
  deviceCodeInvalid: 'error.device.invalidCode',
  deviceGuessesExceeded: 'error.device.tooManyAttempts',
  deviceNotFound: 'error.device.notfound',
  // Direct accounts' own (docs/decisions.md, "Direct accounts").
  userExists: 'error.user.exists',
  wrongPassword: 'error.user.wrongPassword',
  passwordRejected: 'error.user.passwordRejected',
  underage: 'error.user.underage',
  resetTokenInvalid: 'error.user.resetTokenInvalid',
  accountTooManyAttempts: 'error.user.tooManyAttempts',
  accountCreationLimited: 'error.user.tooManyAccounts',
  seriesNotAvailable: 'error.notavailable.series',
  paywallNotFound: 'error.paywall.notfound',
  requestInvalid: 'error.request.invalid',
  requestForbidden: 'error.request.forbidden',
  requestRateLimited: 'error.request.rateLimited',
  notFound: 'error.notfound',
  myListFull: 'error.mylist.full',
  // Playback and licences: one code per reason a play or a key is refused (docs/decisions.md).
  playbackSignInRequired: 'error.playback.signInRequired',
  playbackNotAuthorized: 'error.playback.notAuthorized',
  playbackNotInPackage: 'error.playback.notInPackage',
  playbackNotSubscribed: 'error.playback.notSubscribed',
  playbackLapsed: 'error.playback.lapsed',
  playbackTooManyStreams: 'error.playback.tooManyStreams',
  playbackStreamStopped: 'error.playback.streamStopped',
  playbackRestricted: 'error.playback.parentalRestriction',
  playbackNotAvailable: 'error.playback.notAvailable',
  drmFormatUnsupported: 'error.drm.formatUnsupported',
  licenceTokenInvalid: 'error.licence.tokenInvalid',
  licenceTokenExpired: 'error.licence.tokenExpired',
  licenceWrongSession: 'error.licence.wrongSession',
  licenceWrongContent: 'error.licence.wrongContent',
  // Money calls' Idempotency-Key (docs/decisions.md, "Idempotency"): malformed, reused with
  // another request, or the first request with it still running.
  idempotencyKeyInvalid: 'error.idempotency.invalidKey',
  idempotencyKeyReused: 'error.idempotency.keyReused',
  idempotencyInFlight: 'error.idempotency.inFlight',
  // Subscribing (docs/decisions.md, "Billing").
  productCodesRequired: 'error.plan.productCodesRequired',
  planNotFound: 'error.plan.notfound',
  alreadySubscribed: 'error.subscription.exists',
  purchaseDisabled: 'error.purchase.disabled',
  paymentInvalid: 'error.payment.invalid',
  paymentDeclined: 'error.payment.declined',
  paymentsUnavailable: 'error.payment.unavailable',
  couponInvalid: 'error.coupon.invalid',
  couponExpired: 'error.coupon.expired',
  couponNotApplicable: 'error.coupon.notApplicable',
  giftCardNotFound: 'error.giftcard.notfound',
  giftCardRedeemed: 'error.giftcard.redeemed',
  // Edit billing (docs/decisions.md, "Subscription in Settings"): a rule of section 5 not met.
  billingInvalid: 'error.billing.invalid',
  // Partner billing (docs/decisions.md, "Partner billing").
  partnerSignInFailed: 'error.partner.signInFailed',
  partnerOfferNotFound: 'error.partner.offerNotFound',
  partnerMembershipUsed: 'error.partner.membershipUsed',
  // The pay-per-view channel and replay (docs/decisions.md, "Pay-per-view channel"): each refusal names its fix.
  ppvNotBought: 'error.ppv.notBought',
  ppvNotOpen: 'error.ppv.notOpen',
  ppvOver: 'error.ppv.over',
  // The pay-per-view readiness check (docs/decisions.md, "Pay-per-view").
  ppvReadinessClosed: 'error.ppv.readinessClosed',
  // The pay-per-view purchase (docs/decisions.md, "Pay-per-view purchase (API)").
  ppvNotFound: 'error.ppv.notFound',
  ppvNotOnSale: 'error.ppv.notOnSale',
  ppvAlreadyBought: 'error.ppv.alreadyBought',
  ppvPurchaseInProgress: 'error.ppv.purchaseInProgress',
  // The pay-per-view incident switch (docs/decisions.md, "Incidents and automatic credits").
  ppvIncident: 'error.ppv.incident',
  // The migration to a direct account (docs/decisions.md, "Settings: the migration").
  migrationCredentials: 'error.migration.credentials',
  // Settings' profile (docs/decisions.md, "Settings: profile and playback preferences").
  userNotRegistered: 'error.userprofile.notregistered',
  emailChangeLinkInvalid: 'error.user.emailLinkInvalid',
  emailChangeLinkExpired: 'error.user.emailLinkExpired',
  emailUnchanged: 'error.user.emailUnchanged',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
