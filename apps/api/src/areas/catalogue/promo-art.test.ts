import { describe, expect, it } from 'vitest';
import { PROMO_ART_FILES, promoArtSvg } from './promo-art.ts';

describe('promoArtSvg', () => {
  it('draws the desktop hero at 1920x800 and the mobile hero at 768x900', () => {
    expect(promoArtSvg('hero')).toMatch(/^<svg [^>]*width="1920" height="800" viewBox="0 0 1920 800"/);
    expect(promoArtSvg('mobile')).toMatch(/^<svg [^>]*width="768" height="900" viewBox="0 0 768 900"/);
  });

  it('is well-formed, accessible and static (no script, no external reference)', () => {
    for (const svg of [promoArtSvg('hero'), promoArtSvg('mobile')]) {
      expect(svg).toContain('aria-label="STAT is moving to a new home"');
      expect(svg).not.toMatch(/<script|href=|NaN|undefined/);
      expect(svg.match(/<text/g)).toHaveLength(svg.match(/<\/text>/g)?.length ?? 0);
    }
  });

  it('serves one file per modal image width, each named with "web"', () => {
    expect(Object.entries(PROMO_ART_FILES)).toEqual([
      ['migration-web-1920.svg', 'hero'],
      ['migration-web-768.svg', 'mobile'],
    ]);
  });
});
