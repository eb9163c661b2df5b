import { APP_VERSION, CONTENT_VERSION, DISPLAY_TYPE, STAT_HEADERS, apiErrorResponseSchema } from '@stat/contracts';

/** A failure the simulator reports in one line before it exits 1. */
export class TvError extends Error {
  override name = 'TvError';
}

/** A server that takes longer than this is reported, not waited for. */
const TIMEOUT_MS = 15_000;

// The contracts have no display type for a TV, so the simulator says WEB like the web app.
const STAT_REQUEST_HEADERS: Readonly<Record<string, string>> = {
  [STAT_HEADERS.appVersion]: APP_VERSION,
  [STAT_HEADERS.contentVersion]: CONTENT_VERSION,
  [STAT_HEADERS.displayType]: DISPLAY_TYPE,
};

export interface StatRequest {
  method: 'GET' | 'POST';
  /** Sent as application/x-www-form-urlencoded (RFC 8628 sections 3.1 and 3.4). */
  form?: Record<string, string>;
  /** The device's access token, sent as `Authorization: Bearer`. */
  token?: string;
}

export interface StatAnswer {
  status: number;
  /** The parsed JSON body; undefined when the body was empty. */
  body: unknown;
}

/** What the failure behind `fetch failed` was: `connect ECONNREFUSED 127.0.0.1:8080`. */
function networkCause(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error && cause.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * One call to the STAT API at `baseUrl` (`/api/...` is appended to it). Network failures,
 * timeouts and bodies that are not JSON become a `TvError`; every status is handed back.
 */
export async function callStat(baseUrl: string, path: string, request: StatRequest): Promise<StatAnswer> {
  const url = `${baseUrl.replace(/\/+$/, '')}${path}`;
  const headers: Record<string, string> = { accept: 'application/json', ...STAT_REQUEST_HEADERS };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers,
      // URLSearchParams sets Content-Type: application/x-www-form-urlencoded;charset=UTF-8.
      body: request.form ? new URLSearchParams(request.form) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new TvError(`${request.method} ${url} did not answer within ${TIMEOUT_MS / 1000} s.`);
    }
    throw new TvError(`Could not reach ${url} (${networkCause(error)}). Is the server running (npm start)?`);
  }
  const text = await response.text();
  if (!text) return { status: response.status, body: undefined };
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    throw new TvError(`${request.method} ${path} answered ${response.status} with a body that is not JSON.`);
  }
}

/** The error for an answer the contract does not expect, with the API error's code when it has one. */
export function unexpectedAnswer(method: string, path: string, answer: StatAnswer, why?: string): TvError {
  const apiError = apiErrorResponseSchema.safeParse(answer.body);
  const detail = apiError.success ? `: ${apiError.data.error.code} (${apiError.data.error.body})` : why ? `: ${why}` : '';
  return new TvError(`${method} ${path} answered ${answer.status}${detail}.`);
}

/** Zod's issues in one line: `interval: expected number`. */
export function issuesText(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  return issues.map((issue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`).join('; ');
}
