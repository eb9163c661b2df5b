// @ts-check
/* global document, window, HTMLButtonElement */

/**
 * The PayPal approval window's buttons (the embedded gateway's stand-in for PayPal): "Agree and
 * Continue" asks the gateway for a billing token and hands it to the app's window that opened
 * this one; "Cancel and return" tells it the viewer cancelled. Only the app's origin may hear it
 * (postMessage's targetOrigin). The window stays open: the app closes it once it has the answer,
 * so a window the viewer closes by hand reads as a cancel there.
 *
 * Browser code, served at /js/v1/paypal/approval.js as this file's own text (browser-scripts.ts;
 * browser/README.md says why JavaScript): it must stay self-contained, no imports and nothing
 * from outside its function. The page (gateway-pages.ts) gives it the app's
 * origin, the approve path, the public key and the event name the app listens for, as data
 * attributes.
 */
export function runPayPalApproval() {
  const { appOrigin = '', approvePath = '', key = '', event = '' } = document.documentElement.dataset;
  const agree = document.getElementById('agree');
  const cancel = document.getElementById('cancel');
  const status = document.getElementById('status');
  if (!(agree instanceof HTMLButtonElement) || !(cancel instanceof HTMLButtonElement) || !status) return;

  /** @param {Record<string, unknown>} message */
  const answer = (message) => {
    agree.disabled = true;
    cancel.disabled = true;
    status.textContent = status.dataset.done ?? '';
    window.opener?.postMessage({ recurly: 'paypal', event, ...message }, appOrigin);
  };

  agree.addEventListener('click', async () => {
    agree.disabled = true;
    try {
      const response = await fetch(approvePath, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'omit',
        cache: 'no-store',
        body: JSON.stringify({ key }),
      });
      /** @type {{ id?: string, type?: string, error?: { code?: string, message?: string } }} */
      const result = await response.json();
      if (result.id && result.type) answer({ token: { id: result.id, type: result.type } });
      else answer({ error: result.error ?? { code: 'paypal-tokenize-error', message: response.statusText } });
    } catch {
      answer({ error: { code: 'paypal-tokenize-error', message: 'An error occurred while attempting to generate the PayPal token' } });
    }
  });
  cancel.addEventListener('click', () => answer({ cancel: true }));
}
