import { describe, expect, it } from 'vitest';
import { ARTWORK_TYPE_NAMES, ARTWORK_TYPES, artworkHeight, type ArtworkInput } from './artwork-spec.ts';
import { chooseDesign, renderArtworkSvg } from './render-artwork-svg.ts';

const copper: ArtworkInput = { id: 7, title: 'The Copper Coast', kind: 'series', eyebrow: 'STAT Original', genre: 'Drama', year: 2026 };

describe('renderArtworkSvg', () => {
  it('draws the same bytes for the same input', () => {
    expect(renderArtworkSvg(copper, 'heroDisplay', 1920)).toBe(renderArtworkSvg({ ...copper }, 'heroDisplay', 1920));
  });

  it('draws different titles differently, across palettes', () => {
    const svgs = Array.from({ length: 24 }, (_, index) =>
      renderArtworkSvg({ ...copper, id: index + 1 }, 'playlistListDisplay', 711),
    );
    expect(new Set(svgs).size).toBe(svgs.length);
    const palettes = Array.from({ length: 24 }, (_, index) => chooseDesign({ ...copper, id: index + 1 }).palette);
    expect(new Set(palettes.map((palette) => palette.name)).size).toBeGreaterThanOrEqual(8);
    // Each SVG is drawn in its own palette.
    palettes.forEach((palette, index) => expect(svgs[index]).toContain(palette.accent));
  });

  it('escapes hostile text everywhere it is set', () => {
    const svg = renderArtworkSvg(
      { id: 3, title: `<script>alert("x")</script> & 'co'`, kind: 'movie', eyebrow: '<b>NEW</b>', genre: 'A & B "quoted"', year: 2020 },
      'promoDisplay',
      661,
    );
    expect(svg).not.toMatch(/<script|<b>|alert\("x"\)/i);
    expect(svg).toContain('&#60;SCRIPT&#62;');
    // Every ampersand left in the document starts an entity.
    expect(svg).not.toMatch(/&(?!#\d+;)/);
  });

  it('draws every type at each of its srcset widths, keeping the aspect ratio', () => {
    for (const type of ARTWORK_TYPE_NAMES) {
      const { width, height, srcsetWidths } = ARTWORK_TYPES[type];
      for (const target of srcsetWidths) {
        const svg = renderArtworkSvg({ ...copper, kind: 'fight', title: 'Iron Verdict: Ruiz vs. Okafor' }, type, target);
        expect(svg).toContain(`width="${target}" height="${artworkHeight(type, target)}" viewBox="0 0 ${width} ${height}"`);
        expect(Math.abs(artworkHeight(type, target) / target - height / width)).toBeLessThan(0.01);
      }
    }
  });
});
