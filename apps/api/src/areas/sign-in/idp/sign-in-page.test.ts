import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_DIR } from '../../../paths.ts';
import { loadDictionary } from '../../start-up/load-dictionary.ts';
import { loadProviders } from '../../providers/load-providers.ts';
import { TEST_PUBLIC_URL } from '../../../test/test-app.ts';
import { escapeHtml } from '../../../lib/escape-html.ts';
import { renderSignInPage } from './sign-in-page.ts';
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from './password-hash.ts';

/** WCAG 2.2 relative luminance and contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('the sign-in page', () => {
  it('has WCAG AA contrast in every provider’s colours (text 4.5:1, focus ring and borders 3:1)', async () => {
    const dictionary = await loadDictionary(join(SEED_DIR, 'dictionary.json'), TEST_PUBLIC_URL);
    const providers = await loadProviders(join(SEED_DIR, 'providers.json'), TEST_PUBLIC_URL, dictionary);
    for (const [id, { brand }] of providers) {
      const pairs = {
        textOnSurface: contrast(brand.text, brand.surface),
        textOnBackground: contrast(brand.text, brand.background),
        buttonText: contrast(brand.accentText, brand.accent),
      };
      expect(Math.min(...Object.values(pairs)), `provider ${id}`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(brand.accent, brand.surface), `provider ${id} focus ring`).toBeGreaterThanOrEqual(3);
    }
  });

  it('escapes everything it shows', () => {
    const html = renderSignInPage({ provider: { id: 1, name: '<Evil & "Co">' }, uid: 'a"b', error: '<x>', username: "'><script>" });
    expect(html).not.toMatch(/<script|<x>|<Evil/);
    expect(html).toContain('&lt;Evil &amp; &quot;Co&quot;&gt;');
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;');
  });
});

describe('password hashes', () => {
  it('verify the right password only, with salt and cost in the string', async () => {
    const hash = await hashPassword('stat-demo');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(hash).not.toBe(await hashPassword('stat-demo'));
    expect(await verifyPassword('stat-demo', hash)).toBe(true);
    expect(await verifyPassword('stat-demo!', hash)).toBe(false);
    expect(await verifyPassword('anything', UNKNOWN_ACCOUNT_HASH)).toBe(false);
    expect(await verifyPassword('anything', 'md5$abc')).toBe(false);
  });

  it('check an unknown login against a decoy of the same cost, so timing does not tell which logins exist', async () => {
    const [scheme, n, r, p, salt, key] = (await hashPassword('stat-demo')).split('$');
    const decoy = UNKNOWN_ACCOUNT_HASH.split('$');
    expect(decoy.slice(0, 4)).toEqual([scheme, n, r, p]);
    expect([decoy[4]!.length, decoy[5]!.length]).toEqual([salt!.length, key!.length]);
  });
});
