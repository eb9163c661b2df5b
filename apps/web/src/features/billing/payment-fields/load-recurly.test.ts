import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_FIELD_MESSAGES } from '@stat/contracts';
import { loadRecurly } from './load-recurly.ts';
import { PaymentFieldsError } from './payment-fields-error.ts';
import type { Recurly } from './recurly-types.ts';

const scriptsFor = (src: string) => [...document.head.querySelectorAll('script')].filter((script) => script.src === src);

describe('loadRecurly', () => {
  afterEach(() => {
    delete window.recurly;
  });

  it('adds the script once, and configures what it defines with the public key', async () => {
    const scriptUrl = 'http://localhost:4455/js/v4/recurly.js';
    const first = loadRecurly({ scriptUrl, publicKey: 'ewr1-key' });
    const second = loadRecurly({ scriptUrl, publicKey: 'ewr1-key' });
    expect(second).toBe(first);
    const [script, ...others] = scriptsFor(scriptUrl);
    expect(others).toHaveLength(0);
    const configure = vi.fn();
    window.recurly = { configure } as unknown as Recurly;
    script!.dispatchEvent(new Event('load'));
    expect(await first).toBe(window.recurly);
    expect(configure).toHaveBeenCalledWith({ publicKey: 'ewr1-key' });
  });

  it('rejects with the unavailable message when the script fails, and tries again next time', async () => {
    const scriptUrl = 'http://localhost:4455/js/v4/broken.js';
    const failing = loadRecurly({ scriptUrl, publicKey: 'k' });
    scriptsFor(scriptUrl)[0]!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toEqual(new PaymentFieldsError('script-load', PAYMENT_FIELD_MESSAGES.unavailable));
    expect(scriptsFor(scriptUrl)).toHaveLength(0);
    void loadRecurly({ scriptUrl, publicKey: 'k' });
    expect(scriptsFor(scriptUrl)).toHaveLength(1);
  });

  it('rejects when the script loads but defines no recurly', async () => {
    const scriptUrl = 'http://localhost:4455/js/v4/empty.js';
    const loading = loadRecurly({ scriptUrl, publicKey: 'k' });
    scriptsFor(scriptUrl)[0]!.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toBeInstanceOf(PaymentFieldsError);
  });
});
