import { ERROR_CODES } from '@stat/contracts';

/*
 * The vocabulary of the authorization matrix (authorization-matrix.ts): the variants, the kinds
 * of caller, what a row's sample request and each caller's outcome look like, and the presets
 * most rows start from.
 */

export type Variant = 'stat' | 'ott';
export const VARIANTS: readonly Variant[] = ['stat', 'ott'];

export const CALLER_KINDS = ['anonymous', 'signedIn', 'authorized', 'otherUser', 'subAccount', 'lapsed', 'dunning', 'tv'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

/** Who each caller is, and on which variants it exists (a kind a variant has not is no row's). */
export const CALLERS: Record<CallerKind, { is: string; absent?: Partial<Record<Variant, string>> }> = {
  anonymous: { is: 'no session: the app headers only' },
  signedIn: { is: 'signed in, not authorized: stat, a provider user not yet registered; ott, an account with no subscription' },
  authorized: { is: 'stat, a registered primary of a primarySub provider whose package carries the network; ott, an Essential annual subscriber' },
  otherUser: { is: "the authorized caller's session with another user's ids (device, sub profile, transaction, e-mail) in the path or body" },
  subAccount: {
    is: "stat: a sub profile (accountType sub) of the authorized caller's household; its limits are the primary's",
    absent: { ott: 'a direct account is a household of one (parental-controls/restrictions.ts): ott has no sub accounts' },
  },
  lapsed: { is: "stat: registered, but the provider's package no longer carries the network (entitled false); ott: the subscription expired after its renewal was declined" },
  dunning: {
    is: 'ott: the renewal was declined and is being retried (PAST_DUE): still authorized until the retries run out',
    absent: { stat: 'the TV provider bills a stat viewer: there is no dunning, only entitled or not (lapsed)' },
  },
  tv: { is: "a TV activated by the authorized caller (device flow), calling with its bearer token" },
};

/** The ids a request may name: the caller's own data, or for `otherUser` another user's. */
export interface OwnIds {
  tveUserId: string;
  email: string;
  /** The TV the user activated. */
  deviceId: string;
  /** A sub profile of the user's household (stat). */
  subTveUserId: string;
  /** A payment at the gateway (ott). */
  transactionId: string;
}

/** Ids of the seed catalogue and the public files the app's answers link to, owned by nobody. */
export interface CatalogueIds {
  /** Rated R, not free. */
  movieId: number;
  freeTitleId: number;
  seriesId: number;
  collectionId: number;
  /** File names as the answers link them: the home-screen modal's hero, the event's art, the paywall's hero (ott). */
  promoFile: string;
  ppvArtFile: string;
  paywallHeroFile: string | null;
}

export interface SampleContext {
  variant: Variant;
  ids: OwnIds;
  catalogue: CatalogueIds;
  /** A TV's pending activation code, new on each call. */
  userCode(): Promise<string>;
  /** A one-time card token, as the payment fields leave it. */
  cardToken(): string;
  /** A new short text, for what must not repeat (a user name, an e-mail). */
  unique(): string;
  /** The password of every ott caller's account. */
  password: string;
}

/** A valid request for the route: authorization is what a row tests, not validation. */
export interface Sample {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  /** A JSON body (PUT user/newsletters takes an array). */
  body?: object;
  /** A form-encoded body, as a TV sends one. */
  form?: Record<string, string>;
}

/** What a caller gets: a status, or any of a set, and the error code of a refusal. */
export interface Outcome {
  status: number | readonly number[];
  code?: string;
  /** The refusal is OAuth's (RFC 8628's token endpoint), `{ error }` with this code, not the API's shape. */
  oauthError?: string;
}
/** The row does not apply to this caller, and why. */
export interface NotApplicable {
  none: string;
}
export type Cell = Outcome | NotApplicable;
export type PerVariant<T> = T | { stat: T; ott: T };

export interface RouteAuthorization {
  variants: readonly Variant[];
  /** The request, with the ids of whoever the call names; none: the path as it is. */
  sample?: (context: SampleContext) => Sample | Promise<Sample>;
  /** The call changes the caller's standing (signs out, deletes, buys, cancels): the row has callers of its own. */
  consumesCaller?: true;
  callers: Record<CallerKind, PerVariant<Cell>>;
}

export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`;

export const ok = (status: Outcome['status'] = 200): Outcome => ({ status });
export const refused = (status: number, code: string): Outcome => ({ status, code });
export const perVariant = <T>(stat: T, ott: T): { stat: T; ott: T } => ({ stat, ott });

/** otherUser on a call that names no user's data: the authorized caller's row is the whole story. */
export const NO_IDS: NotApplicable = { none: "the call names no user's data (ids of the catalogue only): the authorized row covers it" };

const LOGGED_OUT = refused(401, ERROR_CODES.sessionLoggedOut);
const BROWSER_ONLY = refused(403, ERROR_CODES.requestForbidden);

type Overrides = Partial<Record<CallerKind, PerVariant<Cell>>>;

/** Open to anyone, signed in or not, TVs included. */
export const open = (outcome: Outcome = ok(), overrides: Overrides = {}): Record<CallerKind, PerVariant<Cell>> => ({
  anonymous: outcome,
  signedIn: outcome,
  authorized: outcome,
  otherUser: NO_IDS,
  subAccount: outcome,
  lapsed: outcome,
  dunning: outcome,
  tv: outcome,
  ...overrides,
});

/** `viewer: 'required'`: 401 signed out, `outcome` for anyone signed in, TVs included. */
export const personal = (outcome: Outcome = ok(), overrides: Overrides = {}) => open(outcome, { anonymous: LOGGED_OUT, ...overrides });

/** `viewer: 'required'` and `browserOnly`: as personal, and a TV's token refused before any lookup. */
export const browserPersonal = (outcome: Outcome = ok(), overrides: Overrides = {}) => personal(outcome, { tv: BROWSER_ONLY, ...overrides });

/** `browserOnly` without a session needed (sign-in, account creation). */
export const browserOpen = (outcome: Outcome = ok(), overrides: Overrides = {}) => open(outcome, { tv: BROWSER_ONLY, ...overrides });

