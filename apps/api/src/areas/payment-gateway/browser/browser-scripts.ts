import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { API_ROOT } from '../../../paths.ts';
import { GATEWAY_BROWSER_PATHS } from './browser-paths.ts';

/** Where the browser code is read from: the source folder, whether the server runs from source or from its bundle. */
const BROWSER_DIR = resolve(API_ROOT, 'src/areas/payment-gateway/browser');

export interface BrowserScripts {
  /** recurly.js v4 as the app loads it (window.recurly). */
  recurly: string;
  /** A card field's page script, with the card rules. */
  field: string;
  /** The PayPal approval window's script. */
  paypal: string;
}

/**
 * One browser file's function, as a declaration inside a classic script: the file's text exactly
 * as written (no transformer between the repository and the browser: a bundler's or a test
 * runner's helpers would not exist there), less the `export` that makes it a module for the
 * type checker. A file with an import could not run this way, so it is refused.
 */
async function functionOf(file: string): Promise<string> {
  const text = await readFile(resolve(BROWSER_DIR, file), 'utf8');
  const exported = text.match(/^export function /gm) ?? [];
  if (/^import\s/m.test(text) || exported.length !== 1) throw new Error(`${file}: browser code must be one exported function and no imports`);
  return text.replace(/^export function /m, 'function ');
}

/** Each script in its own scope, strict, calling its function once. */
const script = (...parts: string[]) => `(() => {\n'use strict';\n${parts.join('\n')}\n})();\n`;

/** The gateway's browser scripts, read once when the gateway starts (browser/README.md). */
export async function loadBrowserScripts(): Promise<BrowserScripts> {
  const [recurly, rules, field, paypal] = await Promise.all(
    ['recurly-script.js', 'card-rules.js', 'field-frame.js', 'paypal-approval.js'].map(functionOf),
  );
  const settings = JSON.stringify({ fieldPath: GATEWAY_BROWSER_PATHS.fieldPage, paypalPath: GATEWAY_BROWSER_PATHS.paypalStart });
  return {
    recurly: script(recurly!, `installRecurly(${settings});`),
    field: script(rules!, field!, 'runFieldFrame(cardRules());'),
    paypal: script(paypal!, 'runPayPalApproval();'),
  };
}
