/**
 * Where the gateway serves its browser side. Recurly's own paths where Recurly has one (the
 * script under /js/v4, the field pages, the token call and the PayPal start under /js/v1); the
 * rest are ours, beside them.
 */
export const GATEWAY_BROWSER_PATHS = {
  /** recurly.js v4, the embedded copy: the app loads it with a <script>. */
  recurlyScript: '/js/v4/recurly.js',
  /** One card field's page, framed by the app: ?type=number|month|year|cvv. */
  fieldPage: '/js/v1/field.html',
  fieldScript: '/js/v1/field.js',
  /** The field pages' and the PayPal page's one stylesheet. */
  stylesheet: '/js/v1/gateway.css',
  /** Called from inside the number field's frame with the card: answers a token. */
  token: '/js/v1/token',
  /** The PayPal approval window: ?key=&description=&event=. */
  paypalStart: '/js/v1/paypal/start',
  paypalScript: '/js/v1/paypal/approval.js',
  /** Called from the approval window on "Agree and Continue": answers a billing token. */
  paypalApprove: '/js/v1/paypal/approve',
} as const;
