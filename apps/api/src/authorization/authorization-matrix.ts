import { CANCELLATION_ERROR_CODES, DEVICE_FLOW, ERROR_CODES, EXIT_SURVEY, GIFT_CARD_ERROR_CODES, PLAN_CHANGE_ERROR_CODES, WEBHOOK_ERROR_CODES } from '@stat/contracts';
import {
  browserOpen,
  browserPersonal,
  ok,
  open,
  perVariant,
  personal,
  refused,
  type RouteAuthorization,
  type RouteKey,
  type SampleContext,
  type Variant,
} from './matrix-cells.ts';

/*
 * Who may call what: every route of the OpenAPI document (GET /api/docs), on each variant that
 * has it, with what each kind of caller gets (matrix-cells.ts says who they are). Data only:
 * authorization-matrix.test.ts runs every row against the real app, and fails when a route of
 * the document is missing here or a row names a route the document no longer has.
 */

const BOTH: readonly Variant[] = ['stat', 'ott'];
const STAT: readonly Variant[] = ['stat'];
const OTT: readonly Variant[] = ['ott'];

/** A play refused for who the viewer is (playback/play-refusal.ts): not registered, then not entitled. */
const NOT_AUTHORIZED = refused(403, ERROR_CODES.playbackNotAuthorized);
/** stat's newcomer has not registered; ott's has, and has no subscription. */
const NOT_ENTITLED = perVariant(NOT_AUTHORIZED, refused(403, ERROR_CODES.playbackNotSubscribed));
/** stat's package no longer carries the network; ott's subscription expired. */
const LAPSED = perVariant(refused(403, ERROR_CODES.playbackNotInPackage), refused(403, ERROR_CODES.playbackLapsed));
/** What a play of something not free gives each caller who is not entitled to it. */
const playRefusals = { anonymous: refused(401, ERROR_CODES.playbackSignInRequired), signedIn: NOT_ENTITLED, lapsed: LAPSED };

const ppvPurchase = ({ cardToken }: SampleContext) => ({ body: { productId: 'ppv-okafor-vukovic', recurlyToken: cardToken(), paymentMethod: 'Card' } });
/** Unrestricted: a row that sets limits leaves every later row's plays as they were. */
const restrictions = (typeOfAccount: string) => ({ movie: 'MOVIE_NR', tv: 'TV_NR', typeOfAccount });
const progress = (id: number) => ({ params: { id, sec: 10 } });
const adPlay = { params: { s: 5 }, body: { creativeId: 'house-preroll' } };
const flagsContext = { body: { context: { targetingKey: 'matrix' } } };
const planChange = { body: { productCode: 'STAT_PREMIUM_ANNUAL', addOns: [] } };
/** Not configured in tests (no WIDEVINE_LICENSE_URL, FAIRPLAY_*): refused alike for every caller, before who asks. */
const DRM_NOT_CONFIGURED = refused(400, ERROR_CODES.drmFormatUnsupported);
/** A progress word of the pay-per-view channel records the viewer's own play of it; none was started. */
const NO_PPV_PLAY = refused(404, ERROR_CODES.notFound);
/** The billing calls of a viewer with no subscription at our gateway (signedIn; lapsed, whose subscription expired). */
const NO_SUBSCRIPTION = refused(404, CANCELLATION_ERROR_CODES.noSubscription);
const ALREADY_SUBSCRIBED = refused(409, ERROR_CODES.alreadySubscribed);
const UNSUBSCRIBED = { signedIn: NO_SUBSCRIPTION, lapsed: NO_SUBSCRIPTION };
const CAPTCHA_REFUSED = refused(400, GIFT_CARD_ERROR_CODES.captchaInvalid);
/** The service status's calls name an incident, never a user: the viewer is the session's, and another viewer's all-clear is refused by the route's own test. */
const STATUS_IDS = { none: "an incident's id names no user's data; another viewer's all-clear: service-status-routes.test.ts" };

export const AUTHORIZATION_MATRIX: Record<RouteKey, RouteAuthorization> = {
  // Start-up and the user.
  'GET /api/health': { variants: BOTH, callers: open() },
  'GET /api/now': { variants: BOTH, callers: open() },
  'GET /api/dictionary': { variants: BOTH, callers: open() },
  'GET /api/home-modal': { variants: BOTH, callers: open() },
  'GET /api/user': { variants: BOTH, callers: personal() },
  'GET /api/user/loginresult': { variants: BOTH, callers: personal() },
  'POST /api/user': {
    variants: BOTH,
    consumesCaller: true,
    sample: ({ unique }) => ({ body: { userName: `viewer${unique()}`, emailAddress: 'ada@stat.example', confirmEmail: 'ada@stat.example', firstName: 'Ada', lastName: 'Lane', zipcode: '10001', gender: 'Female', ihaveread: true, newsletterSubscribed: false } }),
    callers: personal(refused(409, ERROR_CODES.userAlreadyRegistered), { signedIn: perVariant(ok(), refused(409, ERROR_CODES.userAlreadyRegistered)) }),
  },
  // A TV's token works as its viewer on every route not browser only (docs/decisions.md, "The TV's token is a session").
  'PUT /api/user': {
    variants: BOTH,
    sample: ({ variant, unique }) => ({ body: { ...(variant === 'stat' ? { userName: `viewer${unique()}` } : {}), firstName: 'Robin', lastName: 'Lane', zipcode: '10001', gender: 'Female', newsletterSubscribed: false } }),
    callers: personal(ok(), { signedIn: perVariant(refused(409, ERROR_CODES.userNotRegistered), ok()) }),
  },
  'DELETE /api/user': {
    variants: BOTH,
    consumesCaller: true,
    sample: ({ variant, password }) => ({ body: variant === 'ott' ? { password } : {} }),
    callers: browserPersonal(),
  },
  'POST /api/user/autoplay/{enabled}': { variants: BOTH, sample: () => ({ params: { enabled: 'false' } }), callers: personal() },
  'GET /api/user/spoilers': { variants: BOTH, sample: ({ catalogue }) => ({ query: { ids: String(catalogue.movieId) } }), callers: personal() },
  'POST /api/user/spoilers/{id}/reveal': { variants: BOTH, sample: ({ catalogue }) => ({ params: { id: catalogue.movieId } }), callers: personal(ok(204)) },
  'POST /api/user/spoilers/shield/{on}': { variants: BOTH, sample: () => ({ params: { on: 'true' } }), callers: personal(ok(204)) },
  'GET /api/user/data': { variants: BOTH, callers: browserPersonal() },

  // Providers and sign-in.
  'GET /api/mso/{id}': { variants: BOTH, sample: () => ({ params: { id: 101 } }), callers: open() },
  'GET /api/media/providers/{file}': { variants: BOTH, sample: () => ({ params: { file: '101.svg' } }), callers: open() },
  'GET /api/tve/login/{msoId}': { variants: BOTH, sample: () => ({ params: { msoId: 101 } }), callers: browserOpen(ok(302)) },
  'GET /api/tve/callback': { variants: BOTH, callers: browserOpen(ok(303)) },
  'GET /api/account/login': { variants: OTT, callers: browserOpen(ok(302)) },
  'GET /api/account/callback': { variants: OTT, callers: browserOpen(ok(303)) },
  'GET /api/device/unpair': { variants: BOTH, consumesCaller: true, callers: open() },

  // Direct accounts (ott).
  'GET /api/user/exist/{email}': { variants: OTT, sample: ({ ids }) => ({ params: { email: ids.email } }), callers: browserOpen(ok(), { otherUser: ok() }) },
  'POST /api/ott/user': {
    variants: OTT,
    consumesCaller: true,
    sample: ({ unique, password }) => ({ body: { email: `new-${unique()}@stat.test`, password, firstName: 'Ann', lastName: 'Lee', zipcode: '10001', birthDate: '1990-05-17', newsletterSubscribed: false } }),
    callers: browserOpen(),
  },
  'GET /api/cbs/okta/user/profile': { variants: OTT, callers: browserPersonal() },
  'POST /api/user/authentication': {
    variants: OTT,
    sample: ({ ids, password }) => ({ body: { email: ids.email, password } }),
    callers: browserPersonal(ok(), { otherUser: refused(401, ERROR_CODES.wrongPassword) }),
  },
  'POST /api/user/resetpassword': { variants: OTT, sample: ({ ids }) => ({ body: { email: ids.email } }), callers: browserOpen(ok(), { otherUser: ok() }) },
  'PUT /api/user/resetpassword': {
    variants: OTT,
    sample: () => ({ body: { authToken: 'not-a-reset-link', newPassword: 'another-horse-43' } }),
    callers: browserOpen(refused(400, ERROR_CODES.resetTokenInvalid)),
  },
  'POST /api/cbs/okta/password': {
    variants: OTT,
    consumesCaller: true,
    sample: ({ password }) => ({ body: { currentPassword: password, newPassword: 'another-horse-43' } }),
    callers: browserPersonal(),
  },
  'POST /api/user/email': {
    variants: OTT,
    sample: ({ ids, password }) => ({ body: { emailAddress: ids.email, password } }),
    // Their own address is no change; another user's is taken (and nobody is mailed).
    callers: browserPersonal(refused(400, ERROR_CODES.emailUnchanged), { otherUser: refused(409, ERROR_CODES.userExists) }),
  },
  'PUT /api/user/email': { variants: OTT, sample: () => ({ body: { token: 'not-a-change-link' } }), callers: browserOpen(refused(400, ERROR_CODES.emailChangeLinkInvalid)) },

  // Parental controls.
  'GET /api/user/pc': { variants: BOTH, callers: personal() },
  'GET /api/user/pc/all': { variants: BOTH, callers: personal() },
  'PUT /api/user/pc': {
    variants: BOTH,
    sample: () => ({ body: restrictions('primary') }),
    callers: browserPersonal(ok(), { subAccount: refused(403, ERROR_CODES.parentalControlsNotAllowed) }),
  },
  'PUT /api/user/pc/{tveUserId}': {
    variants: BOTH,
    sample: ({ ids }) => ({ params: { tveUserId: ids.subTveUserId }, body: restrictions('sub') }),
    callers: browserPersonal(refused(403, ERROR_CODES.parentalControlsNotAllowed), {
      authorized: perVariant(ok(), refused(403, ERROR_CODES.parentalControlsNotAllowed)),
      otherUser: refused(403, ERROR_CODES.parentalControlsNotAllowed),
    }),
  },

  // Devices.
  'POST /api/device/code': { variants: BOTH, sample: () => ({ form: { client_id: 'roku' } }), callers: open() },
  'POST /api/device/token': {
    variants: BOTH,
    sample: () => ({ form: { grant_type: DEVICE_FLOW.grantType, device_code: 'not-a-device-code', client_id: 'roku' } }),
    callers: open({ status: 400, oauthError: 'invalid_grant' }),
  },
  'POST /api/device/activate/{code}': {
    variants: BOTH,
    sample: async ({ userCode }) => ({ params: { code: await userCode() }, body: { platform: 'roku' } }),
    // A completed profile activates a TV, subscribed or not (the TV's plays are refused as its viewer's would be).
    callers: browserPersonal(ok(), { signedIn: perVariant(NOT_AUTHORIZED, ok()) }),
  },
  'GET /api/device/platforms': { variants: BOTH, callers: browserPersonal() },
  'GET /api/devices': { variants: BOTH, sample: () => ({ query: { downloaders: '1' } }), callers: browserPersonal() },
  'DELETE /api/devices': { variants: BOTH, consumesCaller: true, callers: browserPersonal() },
  'DELETE /api/device/deauthorize/{id}': {
    variants: BOTH,
    consumesCaller: true,
    sample: ({ ids }) => ({ params: { id: ids.deviceId } }),
    callers: browserPersonal(refused(404, ERROR_CODES.deviceNotFound), { authorized: ok(), otherUser: refused(404, ERROR_CODES.deviceNotFound) }),
  },

  // Catalogue.
  'GET /api/titles/{id}': { variants: BOTH, sample: ({ catalogue }) => ({ params: { id: catalogue.movieId } }), callers: open() },
  'GET /api/titles/{id}/format/{fmt}': { variants: BOTH, sample: ({ catalogue }) => ({ params: { id: catalogue.movieId, fmt: 'CLEARKEY' } }), callers: open() },
  'GET /api/series': { variants: BOTH, callers: open() },
  'GET /api/series/{id}': { variants: BOTH, sample: ({ catalogue }) => ({ params: { id: catalogue.seriesId } }), callers: open() },
  'GET /api/titles/series/{seriesId}': { variants: BOTH, sample: ({ catalogue }) => ({ params: { seriesId: catalogue.seriesId } }), callers: open() },
  'GET /api/titles/series/{seriesId}/format/{fmt}': { variants: BOTH, sample: ({ catalogue }) => ({ params: { seriesId: catalogue.seriesId, fmt: 'CLEARKEY' } }), callers: open() },
  'GET /api/collections': { variants: BOTH, callers: open() },
  'GET /api/titles/collections/free/page/{page}': { variants: BOTH, sample: () => ({ params: { page: 1 } }), callers: open() },
  'GET /api/titles/collections/{id}/page/{page}': { variants: BOTH, sample: ({ catalogue }) => ({ params: { id: catalogue.collectionId, page: 1 } }), callers: open() },
  'GET /api/mixed/collections/{id}': { variants: BOTH, sample: ({ catalogue }) => ({ params: { id: catalogue.collectionId } }), callers: open() },
  'GET /api/menu': { variants: BOTH, callers: open() },
  'GET /api/modules': { variants: BOTH, sample: () => ({ query: { supportedModules: 'SERIES,MOVIES' } }), callers: open() },
  'GET /api/promoted': { variants: BOTH, callers: open() },
  'GET /api/schedule/{page}': { variants: BOTH, sample: () => ({ params: { page: 0 } }), callers: open() },
  'GET /api/search/quick/{text}': { variants: BOTH, sample: () => ({ params: { text: 'the' } }), callers: open() },
  'GET /api/search/{term}/page/{page}': { variants: BOTH, sample: () => ({ params: { term: 'the', page: 1 } }), callers: open() },
  'GET /api/art/{subject}/{id}/{type}/{file}': {
    variants: BOTH,
    sample: ({ catalogue }) => ({ params: { subject: 'title', id: catalogue.movieId, type: 'heroDisplay', file: '640.webp' } }),
    callers: open(),
  },
  'GET /api/media/promos/{file}': { variants: BOTH, sample: ({ catalogue }) => ({ params: { file: catalogue.promoFile } }), callers: open() },

  // The viewer's titles: My List, resume watching.
  'GET /api/user/title/{id}': { variants: BOTH, sample: ({ catalogue }) => ({ params: { id: catalogue.movieId } }), callers: personal() },
  'GET /api/user/series/{id}': { variants: BOTH, sample: ({ catalogue }) => ({ params: { id: catalogue.seriesId } }), callers: personal() },
  'GET /api/v3/user/my-list': { variants: BOTH, callers: personal() },
  'POST /api/v3/user/my-list/title/{id}': { variants: BOTH, sample: ({ catalogue }) => ({ params: { id: catalogue.freeTitleId } }), callers: personal(ok([200, 201])) },
  'DELETE /api/v3/user/my-list/title/{id}': { variants: BOTH, sample: ({ catalogue }) => ({ params: { id: catalogue.movieId } }), callers: personal(ok(204)) },
  'POST /api/v3/user/my-list/series/{id}': { variants: BOTH, sample: ({ catalogue }) => ({ params: { id: catalogue.seriesId } }), callers: personal(ok([200, 201])) },
  'DELETE /api/v3/user/my-list/series/{id}': { variants: BOTH, sample: ({ catalogue }) => ({ params: { id: catalogue.seriesId } }), callers: personal(ok(204)) },
  'GET /api/resumewatching': { variants: BOTH, callers: personal() },
  'DELETE /api/resumewatching/{titleId}': { variants: BOTH, sample: ({ catalogue }) => ({ params: { titleId: catalogue.movieId } }), callers: personal(ok(204)) },

  // Playback: entitlement, progress, licences, ads.
  // No stream of this id plays on any caller's account; another account's stream is stream-routes.test.ts's.
  'DELETE /api/user/streams/{id}': { variants: BOTH, sample: () => ({ params: { id: '0190a6f0-0000-7000-8000-000000000000' } }), callers: personal(refused(404, ERROR_CODES.notFound)) },
  'GET /api/title/canplay/title/{id}': { variants: BOTH, sample: ({ catalogue }) => ({ params: { id: catalogue.movieId } }), callers: open(ok(), playRefusals) },
  'GET /api/title/startplay/title/{id}/format/{fmt}': {
    variants: BOTH,
    sample: ({ catalogue }) => ({ params: { id: catalogue.movieId, fmt: 'CLEARKEY' } }),
    callers: open(ok(), playRefusals),
  },
  'GET /api/channel/canplay/{id}': { variants: BOTH, sample: () => ({ params: { id: 'shoeast' } }), callers: open(ok(), playRefusals) },
  'GET /api/channel/startplay/{id}/format/{fmt}': { variants: BOTH, sample: () => ({ params: { id: 'shoeast', fmt: 'CLEARKEY' } }), callers: open(ok(), playRefusals) },
  // The seed event is not live while tests run: the channel is closed to everyone before who asks matters
  // (the bought / not bought rule: playback/ppv-channel-routes.test.ts).
  'GET /api/ppv/channel/startplay/format/{fmt}/at/0': { variants: BOTH, sample: () => ({ params: { fmt: 'CLEARKEY' } }), callers: open(refused(403, ERROR_CODES.ppvNotOpen)) },
  // Open to anyone while the check is; tests make no media, so no clip.
  'GET /api/ppv/test-stream/format/{fmt}': { variants: BOTH, sample: () => ({ params: { fmt: 'CLEARKEY' } }), callers: open(refused(404, ERROR_CODES.notFound)) },
  // A licence is opened by its token (bound to the session start-play gave it), never by the session alone.
  'POST /api/drm/clearkey/license': {
    variants: BOTH,
    sample: () => ({ query: { token: 'not-a-licence-token' }, body: { kids: ['AAAAAAAAAAAAAAAAAAAAAA'], type: 'temporary' } }),
    callers: open(refused(403, ERROR_CODES.licenceTokenInvalid)),
  },
  'POST /api/drm/widevine/license': { variants: BOTH, sample: () => ({ query: { token: 'not-a-licence-token' } }), callers: open(DRM_NOT_CONFIGURED) },
  'POST /api/drm/fairplay/license': { variants: BOTH, sample: () => ({ query: { token: 'not-a-licence-token' } }), callers: open(DRM_NOT_CONFIGURED) },
  'GET /api/drm/fairplay/certificate': { variants: BOTH, callers: open(DRM_NOT_CONFIGURED) },
  'GET /api/title/played/title/{id}/at/{sec}': { variants: BOTH, sample: ({ catalogue }) => progress(catalogue.movieId), callers: personal(ok(204)) },
  'GET /api/title/pause/title/{id}/at/{sec}': { variants: BOTH, sample: ({ catalogue }) => progress(catalogue.movieId), callers: personal(ok(204)) },
  'GET /api/title/endplay/title/{id}/at/{sec}': { variants: BOTH, sample: ({ catalogue }) => progress(catalogue.movieId), callers: personal(ok(204)) },
  'GET /api/title/resume/title/{id}/at/{sec}': { variants: BOTH, sample: ({ catalogue }) => progress(catalogue.movieId), callers: personal(ok(204)) },
  'GET /api/channel/played/{id}': { variants: BOTH, sample: () => ({ params: { id: 'shoeast' } }), callers: personal(ok(204)) },
  'GET /api/channel/pause/{id}': { variants: BOTH, sample: () => ({ params: { id: 'shoeast' } }), callers: personal(ok(204)) },
  'GET /api/channel/endplay/{id}': { variants: BOTH, sample: () => ({ params: { id: 'shoeast' } }), callers: personal(ok(204)) },
  'GET /api/ppv/channel/played/at/{sec}': { variants: BOTH, sample: () => ({ params: { sec: 10 } }), callers: personal(NO_PPV_PLAY) },
  'GET /api/ppv/channel/pause/at/{sec}': { variants: BOTH, sample: () => ({ params: { sec: 10 } }), callers: personal(NO_PPV_PLAY) },
  'GET /api/ppv/channel/endplay/at/{sec}': { variants: BOTH, sample: () => ({ params: { sec: 10 } }), callers: personal(NO_PPV_PLAY) },
  'POST /api/adplay/preroll/start': { variants: BOTH, sample: () => ({ body: adPlay.body }), callers: open(ok(204)) },
  'POST /api/adplay/preroll/end/at/{s}': { variants: BOTH, sample: () => adPlay, callers: open(ok(204)) },
  'POST /api/adplay/preroll/pause/at/{s}': { variants: BOTH, sample: () => adPlay, callers: open(ok(204)) },
  'POST /api/adplay/preroll/resume/at/{s}': { variants: BOTH, sample: () => adPlay, callers: open(ok(204)) },
  'POST /api/client-interaction': {
    variants: BOTH,
    sample: ({ variant }) => ({
      body: { action: 'open', actionType: 'click', meta: { pageName: 'home', eventHappenedAtMillis: Date.now() }, app: { variant, version: '3.2.7', deviceId: 'matrix' }, user: { state: 'anonymous' } },
    }),
    callers: open(ok(204)),
  },

  // Pay-per-view.
  'GET /api/ppv/state': { variants: BOTH, callers: open() },
  'GET /api/ppv/event': { variants: BOTH, callers: open() },
  'GET /api/ppv/schedule': { variants: BOTH, callers: open() },
  'GET /api/ppv/art/{file}': { variants: BOTH, sample: ({ catalogue }) => ({ params: { file: catalogue.ppvArtFile } }), callers: open() },
  'GET /api/ppv/coupon/{code}': { variants: BOTH, sample: () => ({ params: { code: 'FIGHTNIGHT10' } }), callers: open() },
  'GET /api/user/ppv/bacon/payment': { variants: BOTH, callers: personal() },
  // Each caller buys once; no other row's answer depends on it (the event is not live in tests).
  'POST /api/user/ppv/bacon/purchase': { variants: BOTH, sample: ppvPurchase, callers: browserPersonal() },
  'GET /api/user/ppv/latest-purchase': { variants: BOTH, callers: personal() },
  'GET /api/user/ppv/purchases': { variants: BOTH, callers: personal() },
  'GET /api/payments/fields': { variants: BOTH, callers: open() },

  // Service status (issue 29 section 4). No incident is open in the matrix's app: the viewer's
  // calls on incident 1 answer 404 to anyone signed in. Their ids are incidents, no user's: another
  // viewer's all-clear is refused in service-status-routes.test.ts.
  'GET /api/status': { variants: BOTH, callers: open() },
  'PUT /api/user/status/seen/{id}': { variants: BOTH, sample: () => ({ params: { id: 1 } }), callers: personal(refused(404, ERROR_CODES.notFound), { otherUser: STATUS_IDS }) },
  'GET /api/user/status/all-clear': { variants: BOTH, callers: personal() },
  'DELETE /api/user/status/all-clear/{id}': { variants: BOTH, sample: () => ({ params: { id: 1 } }), callers: personal(refused(404, ERROR_CODES.notFound), { otherUser: STATUS_IDS }) },

  // Flags, newsletters.
  'POST /ofrep/v1/evaluate/flags': { variants: BOTH, sample: () => flagsContext, callers: open() },
  'POST /ofrep/v1/evaluate/flags/{key}': { variants: BOTH, sample: () => ({ ...flagsContext, params: { key: 'purchaseDisabled' } }), callers: open() },
  'GET /api/user/newsletters': { variants: BOTH, callers: personal() },
  'PUT /api/user/newsletters': { variants: BOTH, sample: () => ({ body: [{ id: 'offers', subscribed: true }] }), callers: personal() },
  'GET /api/user/newsletter/subscribe/{id}': { variants: BOTH, sample: () => ({ params: { id: 'offers' } }), callers: open(ok(303)) },

  // The migration to a direct account (stat).
  'GET /api/user/migrate': { variants: STAT, callers: browserPersonal() },
  'PUT /api/user/migrate': {
    variants: STAT,
    consumesCaller: true,
    sample: ({ unique, password }) => ({ body: { email: `moved-${unique()}@stat.test`, password, birthDate: '1990-05-17', action: 'create' } }),
    callers: browserPersonal(),
  },
  'GET /api/migration/faq': { variants: STAT, callers: open() },

  // The paywall and plans (ott).
  'GET /api/paywall': { variants: OTT, callers: open() },
  'GET /api/media/paywall/{file}': { variants: OTT, sample: ({ catalogue }) => ({ params: { file: catalogue.paywallHeroFile! } }), callers: open() },
  'POST /api/user/availableplans/bundleonly': { variants: OTT, sample: () => ({ body: { plans: [] } }), callers: open() },
  'POST /api/user/previewplans': { variants: OTT, sample: () => ({ body: { plans: ['STAT_ESSENTIAL_MONTHLY'] } }), callers: personal() },
  'GET /api/coupon/{code}': { variants: OTT, sample: () => ({ params: { code: 'ANNUAL20' } }), callers: personal() },
  'GET /api/coupon/{code}/{productCode}': { variants: OTT, sample: () => ({ params: { code: 'ANNUAL20', productCode: 'STAT_ESSENTIAL_ANNUAL' } }), callers: personal() },
  'GET /api/partner/{partnerId}': { variants: OTT, sample: () => ({ params: { partnerId: 'spotify' } }), callers: open() },
  'GET /api/partner/authentication-url/{partnerId}': { variants: OTT, sample: () => ({ params: { partnerId: 'spotify' } }), callers: browserPersonal() },
  'POST /api/user/subscription/{partnerId}': {
    variants: OTT,
    sample: () => ({ params: { partnerId: 'spotify' }, body: { code: 'not-a-code', state: 'not-a-state', offerCode: 'PARTNER_ESSENTIAL_MONTHLY' } }),
    // The offer is a returning subscriber's (a first-timer's has a trial); the code is no partner's.
    callers: browserPersonal(refused(400, ERROR_CODES.partnerSignInFailed), {
      signedIn: refused(422, ERROR_CODES.partnerOfferNotFound),
      authorized: ALREADY_SUBSCRIBED,
      dunning: ALREADY_SUBSCRIBED,
    }),
  },

  // The subscription (ott): buying, the details, changing, cancelling.
  'GET /api/user/subscription/bacon': { variants: OTT, callers: personal() },
  'POST /api/user/subscription/bacon': {
    variants: OTT,
    consumesCaller: true,
    sample: ({ cardToken }) => ({ body: { recurlyToken: cardToken(), paymentMethod: 'Card', productCode: 'STAT_ESSENTIAL_MONTHLY' } }),
    callers: browserPersonal(ALREADY_SUBSCRIBED, { signedIn: ok(), lapsed: ok() }),
  },
  'PUT /api/user/subscription/bacon': {
    variants: OTT,
    consumesCaller: true,
    sample: ({ cardToken }) => ({ body: { paymentMethod: 'Card', recurlyToken: cardToken(), firstName: 'Pat', lastName: 'Viewer', zipcode: '10001' } }),
    // The lapsed viewer's billing info is still at the gateway: it may change it (and subscribe again).
    callers: browserPersonal(ok(), { signedIn: NO_SUBSCRIPTION }),
  },
  'GET /api/user/subscription': { variants: OTT, callers: personal() },
  'GET /api/user/plan': { variants: OTT, callers: personal() },
  'GET /api/user/transactions/{transactionId}/receipt': {
    variants: OTT,
    sample: ({ ids }) => ({ params: { transactionId: ids.transactionId } }),
    callers: personal(ok(), { signedIn: refused(404, ERROR_CODES.notFound), otherUser: refused(404, ERROR_CODES.notFound) }),
  },
  'PUT /api/user/plan': { variants: OTT, consumesCaller: true, sample: () => planChange, callers: browserPersonal(ok(), UNSUBSCRIBED) },
  'POST /api/user/plan/preview': { variants: OTT, sample: () => planChange, callers: personal(ok(), UNSUBSCRIBED) },
  'DELETE /api/user/plan/pending': { variants: OTT, callers: browserPersonal(refused(404, PLAN_CHANGE_ERROR_CODES.noPendingChange), UNSUBSCRIBED) },
  'POST /api/user/availableplans/duration': { variants: OTT, sample: () => ({ body: { productCode: 'STAT_ESSENTIAL_ANNUAL', addOns: [] } }), callers: personal() },
  'POST /api/coupon/redeem': {
    variants: OTT,
    consumesCaller: true,
    sample: () => ({ body: { coupon: 'ANNUAL20' } }),
    // The dunning caller's plan is monthly: the annual coupon is not for it.
    callers: browserPersonal(ok(), { ...UNSUBSCRIBED, dunning: refused(422, ERROR_CODES.couponNotApplicable) }),
  },
  'DELETE /api/user/plan': { variants: OTT, consumesCaller: true, sample: () => ({ body: { reasonForCancelling: ['too-expensive'] } }), callers: browserPersonal(ok(), UNSUBSCRIBED) },
  'PUT /api/user/plan/reactivate': { variants: OTT, callers: browserPersonal(refused(409, CANCELLATION_ERROR_CODES.notCanceled), UNSUBSCRIBED) },
  'POST /api/user/cancellationoffer': {
    variants: OTT,
    consumesCaller: true,
    sample: () => ({ body: { couponCode: 'STAYWITHUS', reasonForCancelling: ['too-expensive'] } }),
    callers: browserPersonal(ok(), UNSUBSCRIBED),
  },
  'POST /api/questionnaire': {
    variants: OTT,
    sample: () => ({ body: { category: 'too-expensive', questions: EXIT_SURVEY['too-expensive'].map((question) => ({ ...question, responses: [{ reply: '3' }] })) } }),
    callers: browserPersonal(),
  },
  'GET /api/captcha/challenge': { variants: OTT, callers: open() },
  'GET /api/giftcard/{code}/captcha/{token}/action/gift_validation': {
    variants: OTT,
    sample: () => ({ params: { code: 'STAT-GIFT-0001', token: 'not-a-solution' } }),
    callers: personal(CAPTCHA_REFUSED),
  },
  'POST /api/giftcard/redeem': {
    variants: OTT,
    sample: () => ({ body: { giftCardCode: 'STAT-GIFT-0001', recaptcha: 'not-a-solution' } }),
    callers: browserPersonal(CAPTCHA_REFUSED),
  },
  'POST /api/billing/webhooks': { variants: OTT, sample: () => ({ body: { id: 'not-signed' } }), callers: open(refused(401, WEBHOOK_ERROR_CODES.signatureInvalid)) },
};

