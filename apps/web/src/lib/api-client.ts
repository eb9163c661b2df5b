import {
  APP_VERSION,
  CONTENT_VERSION,
  DISPLAY_TYPE,
  STAT_HEADERS,
  clientUncaughtError,
  serverUncaughtError,
} from '@stat/contracts';
import type { ApiError as ApiErrorObject } from '@stat/contracts';
import { ApiError } from './api-error.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** Skip sharing with an identical request already in flight. */
  force?: boolean;
  /** 'arraybuffer' returns the raw bytes whatever the content type says. */
  responseType?: 'json' | 'arraybuffer';
  /** Query string parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
  /** The request outlives the page (the player's last progress call as the tab closes). */
  keepalive?: boolean;
  /** Headers of this call besides the shared ones (a money call's Idempotency-Key). */
  headers?: Readonly<Record<string, string>>;
}

/** The three X-STAT headers every call carries (shell spec section 7). */
export const STAT_REQUEST_HEADERS: Readonly<Record<string, string>> = {
  [STAT_HEADERS.appVersion]: APP_VERSION,
  [STAT_HEADERS.contentVersion]: CONTENT_VERSION,
  [STAT_HEADERS.displayType]: DISPLAY_TYPE,
};

// Content types whose answer is handed back as bytes (licences, certificates, media).
const BINARY_TYPE = /^(application\/(octet-stream|pkix-cert|x-x509-ca-cert)|audio\/|video\/|image\/(?!svg))/i;

const inFlight = new Map<string, Promise<unknown>>();

/** How a call reaches the API: the browser's fetch, or the server's own when it renders a page. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;
let apiFetch: ApiFetch = (url, init) => fetch(url, init);
// Identical calls in flight share one request in a browser, where they are all the same viewer's.
let shareInFlight = true;

/**
 * The server rendering pages calls the API in process, each call as the viewer whose document it
 * renders: calls of different viewers must never share an answer, so nothing is shared there.
 */
export function setServerApiFetch(serverFetch: ApiFetch): void {
  apiFetch = serverFetch;
  shareInFlight = false;
}

/** 'now' -> '/api/now'; a path starting with '/' is used as given. */
export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const base = path.startsWith('/') ? path : `/api/${path}`;
  if (!query) return base;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  if (!text) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${text}`;
}

function hasErrorField(value: unknown): value is { error: ApiErrorObject } {
  return typeof value === 'object' && value !== null && 'error' in value && value.error != null;
}

/** A Retry-After in seconds (a busy or rate-limited answer); its date form is not used by our API. */
function retryAfterSeconds(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  return value !== null && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
}

async function readAnswer(response: Response, options: RequestOptions): Promise<unknown> {
  const contentType = response.headers.get('content-type') ?? '';
  if (response.ok && (options.responseType === 'arraybuffer' || BINARY_TYPE.test(contentType))) {
    return response.arrayBuffer();
  }
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      // A non-JSON answer: text types come back as text, anything else is a broken answer.
      if (response.ok && !contentType.startsWith('text/')) throw new ApiError(clientUncaughtError('Invalid JSON answer'), response.status);
      body = text;
    }
  }
  if (hasErrorField(body)) throw new ApiError(body.error, response.status, retryAfterSeconds(response));
  if (!response.ok) throw new ApiError(serverUncaughtError(response.status, response.statusText), response.status);
  if (body === undefined) {
    // The spec: an empty answer is logged only.
    console.warn(`Empty response from ${response.url || 'the API'} (${response.status})`);
  }
  return body;
}

async function send(method: HttpMethod, url: string, body: unknown, options: RequestOptions): Promise<unknown> {
  let response: Response;
  try {
    response = await apiFetch(url, {
      method,
      credentials: 'include',
      keepalive: options.keepalive,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...STAT_REQUEST_HEADERS, ...options.headers },
      // Every non-GET call sends a JSON body (shell spec section 7), `{}` when it has nothing to say:
      // JSON is announced on every call, and the server refuses an announced body that is empty.
      ...(method !== 'GET' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
  } catch (error) {
    throw new ApiError(clientUncaughtError(error instanceof Error ? error.message : undefined));
  }
  return readAnswer(response, options);
}

/** One call through the shared wrapper; identical calls in flight share one request unless forced. */
function request<T>(method: HttpMethod, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const url = apiUrl(path, options.query);
  const key = `${method} ${url} ${method === 'GET' || body === undefined ? '' : JSON.stringify(body)} ${options.responseType ?? ''} ${JSON.stringify(options.headers ?? {})}`;
  if (!shareInFlight) return send(method, url, body, options) as Promise<T>;
  const shared = inFlight.get(key);
  if (shared && !options.force) return shared as Promise<T>;
  const pending = send(method, url, body, options).finally(() => {
    if (inFlight.get(key) === pending) inFlight.delete(key);
  });
  inFlight.set(key, pending);
  return pending as Promise<T>;
}

/** The shared API wrapper (shell spec section 7). Rejections are always an ApiError. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('DELETE', path, body, options),
};
