import DefaultHttpAdapter, { type DefaultHttpAdapterOptions } from 'recurly/lib/recurly/DefaultHttpAdapter.js';
import type { HttpResponse } from 'recurly/lib/recurly/HttpAdapter.js';

/** The hosts the recurly client addresses (BaseClient's API_HOSTS: us and eu). */
const RECURLY_API_ORIGINS = ['https://v3.recurly.com', 'https://v3.eu.recurly.com'];

/**
 * The recurly client's transport to the embedded gateway: a call for Recurly's API goes to the
 * gateway's origin, path and query unchanged; any other URL passes through as it is. Everything
 * else (gzip, keep-alive, timeouts, the ECONNRESET retry) is the client's own default adapter.
 */
export class LocalGatewayAdapter extends DefaultHttpAdapter {
  readonly #origin: string;

  /** `origin`: the gateway's, e.g. http://127.0.0.1:41234 (no path). */
  constructor(origin: string, options?: DefaultHttpAdapterOptions) {
    super(options);
    this.#origin = new URL(origin).origin;
  }

  override execute(method: string, url: string, headers: Record<string, string>, body: string | null): Promise<HttpResponse> {
    const recurly = RECURLY_API_ORIGINS.find((origin) => url === origin || url.startsWith(`${origin}/`) || url.startsWith(`${origin}?`));
    return super.execute(method, recurly ? this.#origin + url.slice(recurly.length) : url, headers, body);
  }
}
