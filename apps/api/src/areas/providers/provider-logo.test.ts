import { describe, expect, it } from 'vitest';
import { providerLogoSvg } from './provider-logo.ts';

describe('providerLogoSvg', () => {
  it('draws the name and initial, escaping markup', () => {
    const svg = providerLogoSvg({ id: 7, logInText: 'Fish & <Chips>' });
    expect(svg).toContain('Fish &amp; &lt;Chips&gt;');
    expect(svg).toContain('>F</text>');
    expect(svg).not.toContain('<Chips>');
  });

  it('gives each provider a stable accent', () => {
    expect(providerLogoSvg({ id: 3, logInText: 'A' })).toBe(providerLogoSvg({ id: 3, logInText: 'A' }));
    expect(providerLogoSvg({ id: 3, logInText: 'A' })).not.toBe(providerLogoSvg({ id: 4, logInText: 'A' }));
  });
});
