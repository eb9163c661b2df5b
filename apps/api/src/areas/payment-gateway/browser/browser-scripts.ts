import { GATEWAY_BROWSER_PATHS } from './browser-paths.ts';
import { cardRules } from './card-rules.ts';
import { runFieldFrame } from './field-frame.js';
import { runPayPalApproval } from './paypal-approval.js';
import { installRecurly } from './recurly-script.js';

/*
 * The gateway's browser scripts, each made once from a self-contained function's source text and
 * called with its settings: typed, linted and unit-tested as TypeScript here, run as plain
 * JavaScript in the browser, with no build step of its own. The functions say why they may use
 * nothing from outside their body.
 */
const call = (fn: (...args: never[]) => unknown, ...args: string[]) => `'use strict';\n(${fn.toString()})(${args.join(', ')});\n`;

/** recurly.js v4 as the app loads it (window.recurly). */
export const RECURLY_SCRIPT = call(
  installRecurly,
  JSON.stringify({ fieldPath: GATEWAY_BROWSER_PATHS.fieldPage, paypalPath: GATEWAY_BROWSER_PATHS.paypalStart }),
);

/** A card field's page script, with the card rules. */
export const FIELD_SCRIPT = call(runFieldFrame, `(${cardRules.toString()})()`);

/** The PayPal approval window's script. */
export const PAYPAL_SCRIPT = call(runPayPalApproval);
