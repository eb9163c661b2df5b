import type { Dictionary } from './dictionary-schemas.ts';
import type { Now } from './now.ts';
import type { User } from './user-schemas.ts';

/**
 * Between the API's document route and the web app's server bundle (apps/web/src/entry-server.tsx,
 * built to `<web build>/.server/entry-server.js`): what the server knows of the request whose
 * document it renders, and what comes back.
 */
export interface ServerRenderRequest {
  /** The document's absolute address. */
  url: string;
  /** The request's User-Agent and Sec-CH-UA-Mobile: the page is rendered for that device. */
  userAgent: string;
  mobileHint: string | undefined;
  /** The start-up data the document embeds: the page renders from the same. */
  startup: { now: Now; user: User | null; dictionary: Dictionary };
  /**
   * Calls the API as the viewer asking (their cookies), in process: a fetch, `(url, RequestInit)
   * => Promise<Response>`, typed loosely here where the fetch types are not (no DOM, no Node).
   */
  fetchApi: (url: string, init: never) => Promise<unknown>;
}

/** Where one render's time went, for the server's debug log and the bench (milliseconds). */
export interface RenderTiming {
  /**
   * Each render pass's time, how many queries were fetched after it, and whether it had to be
   * prerendered (waiting for lazy code or suspended parts) rather than rendered in one go.
   */
  passes: { ms: number; fetched: number; prerendered: boolean }[];
  /** The render's API calls (answered in process): how many, and their summed time. */
  apiCalls: number;
  apiMs: number;
  /** The dehydration of the query cache. */
  dehydrateMs: number;
  totalMs: number;
}

export type ServerRenderResult =
  /**
   * The page's markup for #root, its document title, and the JSON the browser hydrates it with;
   * `errors`: parts that failed here and render in the browser instead (for the log).
   */
  | { kind: 'page'; html: string; title: string; state: unknown; errors: string[]; timing?: RenderTiming }
  /** The route answers with a redirect (an old path, /404, an access refusal the browser need not remember). */
  | { kind: 'redirect'; status: number; location: string }
  /** Only the browser can carry this route out (the player, sign-in, the picker, leaving the app): no markup. */
  | { kind: 'browser'; reason: string };

export interface ServerRenderer {
  renderPage(request: ServerRenderRequest): Promise<ServerRenderResult>;
  /**
   * The kind of device a request's page is rendered for, as the app tells devices apart (mobile
   * or not, and what a phone's page reads of its user agent): two requests of one kind get the
   * same signed-out page, so the server's shared cache keys on it. A bundle without it keys on
   * the whole User-Agent.
   */
  deviceKind?(userAgent: string, mobileHint: string | undefined): string;
}
