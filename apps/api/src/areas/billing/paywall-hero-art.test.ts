import { describe, expect, it } from 'vitest';
import { PAYWALL_HERO_ARTS, paywallHeroFile, paywallHeroImage, paywallHeroSvg, paywallHeroVersion } from './paywall-hero-art.ts';

describe('paywallHeroSvg', () => {
  it('draws each art at the width asked, in the hero’s 1920x800 space', () => {
    expect(paywallHeroSvg('premium', 1920)).toMatch(/^<svg [^>]*width="1920" height="800" viewBox="0 0 1920 800"/);
    expect(paywallHeroSvg('launch', 640)).toMatch(/^<svg [^>]*width="640" height="267" viewBox="0 0 1920 800"/);
  });

  it('is well-formed and static: no script, no text, nothing fetched from elsewhere', () => {
    for (const art of PAYWALL_HERO_ARTS) {
      const svg = paywallHeroSvg(art, 960);
      expect(svg).not.toMatch(/<script|<text|href=|NaN|undefined/);
      expect(svg.match(/<g[ >]/g)?.length).toBe(svg.match(/<\/g>/g)?.length);
    }
  });

  it('gives each art its own colours', () => {
    const drawings = new Set(PAYWALL_HERO_ARTS.map((art) => paywallHeroSvg(art, 960)));
    expect(drawings.size).toBe(PAYWALL_HERO_ARTS.length);
  });
});

describe('paywallHeroImage', () => {
  it('is the full-width art with every srcset width, smallest first, each address carrying the drawing’s version', () => {
    const v = paywallHeroVersion('launch');
    expect(paywallHeroImage('launch', '')).toEqual({
      url: `/api/media/paywall/launch-1920.webp?v=${v}`,
      width: 1920,
      height: 800,
      alt: '',
      srcset: [640, 960, 1280, 1920].map((width) => ({ url: `/api/media/paywall/launch-${width}.webp?v=${v}`, width })),
    });
  });
});

describe('paywallHeroFile', () => {
  it('reads the art and width of a file we draw, and nothing else', () => {
    expect(paywallHeroFile('northstar-960.webp')).toEqual({ art: 'northstar', width: 960 });
    for (const file of ['northstar-961.webp', 'photo-960.webp', 'premium-960.png', 'premium.webp', '../premium-960.webp']) {
      expect(paywallHeroFile(file)).toBeNull();
    }
  });
});
