

/**
 * Texts of the API's own error answers (designed here, not in the spec: docs/decisions.md).
 * The client shows `body` when it shows an API error, so each one reads as a sentence.
 */
export const API_MESSAGES = {
  sessionLoggedOut: 'You are signed out.',
  notFound: 'Nothing is available at this address.',
  titleNotFound: 'This title is not available.',
  seriesNotFound: 'This series is not available.',
  seriesNotAvailable: 'No episodes of this series are available.',
  collectionNotFound: 'This collection is not available.',
  requestInvalid: 'The request is not valid.',
  malformedJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty, but JSON was announced.',
  unsupportedMediaType: 'The request body must be sent as application/json.',
  bodyTooLarge: 'The request body is too large.',
  headersTooLarge: 'The request headers are too large.',
  uriTooLong: 'The request address is too long.',
  requestTimeout: 'The request took too long to arrive.',
  forbidden: 'This request was refused because it did not come from the STAT app.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  providerNotFound: 'This TV provider is not available.',
  userAlreadyRegistered: 'Your profile is already complete.',
  parentalControlsNotAllowed: 'Viewing restrictions can be set only by the primary account of a TV provider that offers them, or by the holder of a direct account.',
  parentalControlsProfileNotAllowed: 'Viewing restrictions can be set only for the sub-account profiles of your own household.',
  accountTypeMismatch: 'The account type does not match your account.',
  myListFull: 'My List is full. Remove something to make room.',
  myListNotListable: 'Trailers and clips cannot be added to My List.',
  playbackSignInRequired: 'Sign in with your TV provider to watch this.',
  playbackNotAuthorized: 'Finish setting up your account to watch this.',
  playbackNotInPackage: 'Your TV package does not include STAT.',
  playbackNotSubscribed: 'Subscribe to STAT to watch this.',
  playbackLapsed: 'Your STAT subscription has ended. Subscribe again to watch this.',
  playbackTooManyStreams: 'Your account is already playing on as many devices as it may at once. Stop one of them to watch here.',
  playbackStreamStopped: 'This stream was stopped from another device on your account.',
  streamNotFound: 'There is no such stream on your account.',
  playbackRestricted: 'This is above the viewing restrictions set for this profile.',
  playbackNotAvailable: 'This is not available to watch right now.',
  drmFormatUnsupported: 'This device’s protected playback is not supported.',
  licenceTokenInvalid: 'This licence request is not valid.',
  licenceTokenExpired: 'This licence request has expired. Start playing again.',
  licenceWrongSession: 'This licence request belongs to another session.',
  licenceWrongContent: 'This licence request asks for keys of other content.',
  ppvNotBought: 'This pay-per-view event is for buyers. Buy it to watch.',
  ppvChannelNotOpen: 'The pay-per-view stream opens when the prelims start.',
  ppvReplayNotOpen: 'The replay opens when the event is over.',
  ppvChannelOver: 'The live stream of this event has ended.',
  ppvReplayOver: 'The replay of this event is no longer available.',
  ppvNoOpenPlay: 'There is no play of the pay-per-view channel to record.',
  licenceUpstreamFailed: 'The licence server could not be reached. Please try again.',
  playRefFromFuture: 'This play was not started by the STAT service.',
  deviceLimit: 'This account has as many activated devices as it may have. Remove one in Settings, then activate this one.',
  deviceGuessesExceeded: 'Too many codes were tried. Please wait 15 minutes, then get a new code and try again.',
  deviceNotFound: 'This device is not activated on your account.',
  userExists: 'An account with this e-mail already exists. Sign in, or reset its password if you have forgotten it.',
  wrongPassword: 'The password is incorrect.',
  passwordRejected: 'This password does not meet the rules.',
  underage: 'You must be 18 or older to create an account.',
  resetTokenInvalid: 'This link has expired or was already used. Please ask for a new one.',
  accountTooManyAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
  accountCreationLimited: 'Too many accounts were created from this network. Please try again in an hour.',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  idempotencyInFlight: 'This request is still being processed. Please wait a moment and try again.',
  ppvReadinessClosed: 'The setup check is open from the event’s announcement to the end of the live broadcast.',
  // The pay-per-view incident switch (issue 25 section 5): the channel's media fail as in an outage.
  ppvIncident: "We're having trouble with the pay-per-view stream. We're on it — buyers affected will be credited automatically.",
  migrationCredentials: 'No STAT Direct account has this e-mail and password.',
  // Settings' profile (issue 26 section 1): only a completed profile is edited.
  userNotRegistered: 'Please complete your profile first.',
  emailChangeLinkInvalid: 'This confirmation link is not valid or was already used. Change your e-mail again from Settings.',
  emailChangeLinkExpired: 'This confirmation link has expired. Change your e-mail again from Settings.',
  emailUnchanged: 'That is already your e-mail address.',
  // Newsletters (docs/decisions.md, "Settings: newsletters").
  newsletterNotFound: 'There is no such newsletter.',
} as const;

/**
 * The page a browser is shown instead of a document when its address is past the request limit
 * (docs/decisions.md, "Request limits"); its Retry-After header says when to come back.
 */
export const RATE_LIMIT_PAGE = {
  title: 'Too many requests',
  message: 'Too many requests came from your network in the last minute. Please wait a minute, then reload this page.',
} as const;
