import fp from 'fastify-plugin';

/**
 * Where Google's Cast sender library comes from (shell spec section 7): the loader the web app
 * adds (/cv/js/sender/), the framework it adds in turn (/cast/sdk/libs/sender/), and the sender
 * it adds on Android and where Chrome has none built in (/eureka/clank/<version>/). Paths, not the
 * whole host: www.gstatic.com serves many other Google scripts, which would then run here too.
 * No scheme: the loader asks for its second script scheme-relative, and a source without one
 * takes the page's (https only on an https page; http or https on plain-http localhost).
 * Nothing else: the framework reaches devices through the browser, not by fetch from the page.
 */
export const CAST_SCRIPT_SOURCES = [
  'www.gstatic.com/cv/js/sender/',
  'www.gstatic.com/cast/sdk/libs/sender/',
  'www.gstatic.com/eureka/clank/',
];

/** The strict policy: nothing inline, nothing from elsewhere but the Cast library, never framed. */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", ...CAST_SCRIPT_SOURCES],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * Powerful features off, except what the player needs from its own origin (DRM, fullscreen,
 * autoplay of the next episode, picture-in-picture).
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'display-capture=()',
  'encrypted-media=(self)',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=(self)',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** A policy as its header says it: each directive with its sources, separated by ';'. */
export function serializeContentSecurityPolicy(policy: Readonly<Record<string, readonly string[]>>): string {
  return Object.entries(policy)
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join(';');
}

/**
 * What the app's pages load for card fields and PayPal when payments are configured (billing's
 * PaymentFieldsSource, the part the policy needs): recurly.js, and the origin of its frames and
 * of the PayPal window, the embedded gateway's or Recurly's.
 */
export interface PaymentFieldsOrigins {
  scriptUrl: string;
  origin: string;
}

/**
 * The strict policy, plus, with payments, exactly what recurly.js needs: its one script (the
 * file, not its whole host), frames from the fields' origin, and calls to it (Recurly's script
 * calls its API from the page; the embedded one does not, and the gateway is ours). The PayPal
 * window needs no directive: CSP does not govern window.open.
 */
export function appContentSecurityPolicy(payments?: PaymentFieldsOrigins): Record<string, string[]> {
  if (!payments) return CONTENT_SECURITY_POLICY;
  const script = new URL(payments.scriptUrl);
  return {
    ...CONTENT_SECURITY_POLICY,
    'script-src': [...(CONTENT_SECURITY_POLICY['script-src'] ?? []), `${script.origin}${script.pathname}`],
    'frame-src': ["'self'", payments.origin],
    'connect-src': [...(CONTENT_SECURITY_POLICY['connect-src'] ?? []), payments.origin],
  };
}

/**
 * Sent on every answer, including those written before or outside Fastify's hooks (parser
 * errors, bad URLs): one plain record so each of those paths sends exactly the same set.
 * X-Frame-Options says what frame-ancestors says, for browsers that only know the former.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': serializeContentSecurityPolicy(CONTENT_SECURITY_POLICY),
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/**
 * The headers of an app that takes payments: the policy above, and an opener policy that keeps
 * the PayPal window it opens. `same-origin` would put that cross-origin window in another
 * browsing context group, so the app could neither hear its answer nor see it closed;
 * `same-origin-allow-popups` keeps windows the app opens, and still cuts the app off from any
 * page that opens it. Answers written outside the hooks (JSON errors) keep SECURITY_HEADERS.
 */
export function appSecurityHeaders(payments?: PaymentFieldsOrigins): Readonly<Record<string, string>> {
  if (!payments) return SECURITY_HEADERS;
  return {
    ...SECURITY_HEADERS,
    'content-security-policy': serializeContentSecurityPolicy(appContentSecurityPolicy(payments)),
    'cross-origin-opener-policy': 'same-origin-allow-popups',
  };
}

export interface SecurityHeadersOptions {
  /** Set when the app takes payments (AppOptions.payments.browser). */
  payments?: PaymentFieldsOrigins | undefined;
}

/** The security headers on every answer that goes through Fastify; HSTS only over TLS. */
export default fp<SecurityHeadersOptions>(
  async (app, opts) => {
    const headers = appSecurityHeaders(opts.payments);
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
    app.addHook('onSend', async (request, reply) => {
      // On plain-HTTP localhost HSTS would be meaningless.
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    });
  },
  { name: 'security-headers' },
);
