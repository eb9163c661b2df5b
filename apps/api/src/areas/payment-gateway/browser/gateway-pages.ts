import { GATEWAY_PAYPAL_LABELS, PAYMENT_FIELD_LABELS, PAYPAL_DEMO_BUYER, type CardField } from '@stat/contracts';
import { escapeHtml } from '../../../lib/escape-html.ts';
import { GATEWAY_BROWSER_PATHS } from './browser-paths.ts';

/*
 * The gateway's own pages: one per card field, framed by the app, and the PayPal approval
 * window. One stylesheet and one script each, both served by the gateway: nothing inline, nothing
 * from elsewhere (their CSP allows 'self' only).
 */

/** Each field's input: what the browser may autofill into it, its longest text, its form name. */
const FIELD_INPUTS: Record<CardField, { autocomplete: string; maxLength: number; name: string }> = {
  // 19 digits and 4 spaces.
  number: { autocomplete: 'cc-number', maxLength: 23, name: 'cardnumber' },
  month: { autocomplete: 'cc-exp-month', maxLength: 2, name: 'exp-month' },
  year: { autocomplete: 'cc-exp-year', maxLength: 4, name: 'exp-year' },
  cvv: { autocomplete: 'cc-csc', maxLength: 4, name: 'cvc' },
};

function page(options: { title: string; data: Record<string, string>; bodyClass: string; script: string; body: string }): string {
  const data = Object.entries(options.data)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
  return `<!doctype html>
<html lang="en"${data}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)}</title>
<link rel="stylesheet" href="${GATEWAY_BROWSER_PATHS.stylesheet}">
<script src="${options.script}" defer></script>
</head>
<body class="${options.bodyClass}">
${options.body}
</body>
</html>`;
}

/** One card field: a single labelled input, nothing else (the app draws the label, the box and the messages). */
export function renderFieldPage(field: CardField, appOrigin: string): string {
  const input = FIELD_INPUTS[field];
  const label = PAYMENT_FIELD_LABELS[field];
  return page({
    title: label,
    data: { field, 'app-origin': appOrigin, 'token-path': GATEWAY_BROWSER_PATHS.token },
    bodyClass: 'field',
    script: GATEWAY_BROWSER_PATHS.fieldScript,
    body: `<input type="text" inputmode="numeric" name="${input.name}" autocomplete="${input.autocomplete}" maxlength="${input.maxLength}" aria-label="${escapeHtml(label)}" placeholder="${escapeHtml(PAYMENT_FIELD_LABELS.placeholders[field])}" spellcheck="false" autocorrect="off" autocapitalize="off">`,
  });
}

/** The approval window for the demo buyer: agree or cancel; `merchant` is recurly.PayPal's displayName. */
export function renderPayPalPage(options: { appOrigin: string; key: string; event: string; merchant: string }): string {
  return page({
    title: GATEWAY_PAYPAL_LABELS.title,
    data: { 'app-origin': options.appOrigin, 'approve-path': GATEWAY_BROWSER_PATHS.paypalApprove, key: options.key, event: options.event },
    bodyClass: 'paypal',
    script: GATEWAY_BROWSER_PATHS.paypalScript,
    body: `<main class="card">
<p class="wordmark"><span class="pay">Pay</span><span class="pal">Pal</span> <span class="demo">demo</span></p>
<h1>${escapeHtml(GATEWAY_PAYPAL_LABELS.heading)}</h1>
<p>${escapeHtml(GATEWAY_PAYPAL_LABELS.intro(options.merchant))}</p>
<dl class="buyer"><dt>${escapeHtml(GATEWAY_PAYPAL_LABELS.signedInAs)}</dt><dd>${escapeHtml(PAYPAL_DEMO_BUYER)}</dd></dl>
<div class="actions">
<button type="button" id="agree" class="primary">${escapeHtml(GATEWAY_PAYPAL_LABELS.agree)}</button>
<button type="button" id="cancel" class="secondary">${escapeHtml(GATEWAY_PAYPAL_LABELS.cancel)}</button>
</div>
<p id="status" class="status" role="status" data-done="${escapeHtml(GATEWAY_PAYPAL_LABELS.done)}"></p>
<p class="note">${escapeHtml(GATEWAY_PAYPAL_LABELS.note)}</p>
</main>`,
  });
}

/** A PayPal window opened with a wrong key or event: says so, offers nothing to press. */
export function renderPayPalRefusal(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(GATEWAY_PAYPAL_LABELS.title)}</title>
<link rel="stylesheet" href="${GATEWAY_BROWSER_PATHS.stylesheet}">
</head>
<body class="paypal">
<main class="card"><h1>${escapeHtml(GATEWAY_PAYPAL_LABELS.title)}</h1><p role="alert">${escapeHtml(GATEWAY_PAYPAL_LABELS.invalid)}</p></main>
</body>
</html>`;
}
