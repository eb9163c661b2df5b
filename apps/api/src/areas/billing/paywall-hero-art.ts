import { createHash } from 'node:crypto';
import type { PaywallHeroImage } from '@stat/contracts';

/**
 * The paywall's hero art (PAYWALL_HERO), drawn as SVG so the repository ships no binary art and
 * nothing is fetched from elsewhere, then rasterised to WebP at each srcset width: a dark stage,
 * a tilted wall of poster tiles in the art's colours under a spotlight, and the left side kept
 * dark, where the page sets its headline over it. Wide like the home hero (1920x800).
 */
export const PAYWALL_HERO_SIZE = { width: 1920, height: 800, srcsetWidths: [640, 960, 1280, 1920] } as const;

interface Palette {
  /** The stage's three stops, top left to bottom right. */
  stage: readonly [string, string, string];
  /** The spotlight's colour. */
  glow: string;
  /** The posters' colours, in turn. */
  tiles: readonly [string, string, string, string];
}

/** One art per look an operator can give a page: the house look, a campaign's, a partner's. */
const PALETTES = {
  premium: { stage: ['#0b0b10', '#1c0711', '#05050a'], glow: '#d0102f', tiles: ['#d0102f', '#6d1f8f', '#23275e', '#e2b33c'] },
  launch: { stage: ['#0b0b10', '#1f1206', '#07050a'], glow: '#e2b33c', tiles: ['#e2b33c', '#f72585', '#d0102f', '#ff8a00'] },
  northstar: { stage: ['#070a12', '#081a2b', '#04060c'], glow: '#4cc9f0', tiles: ['#4cc9f0', '#4361ee', '#7209b7', '#9ef0d0'] },
} as const satisfies Record<string, Palette>;

export type PaywallHeroArt = keyof typeof PALETTES;
export const PAYWALL_HERO_ARTS = Object.keys(PALETTES) as [PaywallHeroArt, ...PaywallHeroArt[]];

const TILE = { width: 210, height: 310, gap: 26, columns: 7, rows: 4 };
const WALL_TILT = { degrees: -9, cx: 1400, cy: 400 };
/** The poster under the spotlight, which carries the play button: what the page is selling. */
const FEATURED = { column: 3, row: 1 };

function tileOrigin(column: number, row: number): { x: number; y: number } {
  // Every other column sits half a tile lower, like a shelf scrolled unevenly.
  return { x: 760 + column * (TILE.width + TILE.gap), y: -260 + row * (TILE.height + TILE.gap) + (column % 2) * (TILE.height / 2) };
}

function poster(column: number, row: number, opacity: string): string {
  const { x, y } = tileOrigin(column, row);
  const colour = (column + row * 3) % 4;
  return [
    `<g opacity="${opacity}">`,
    `<rect x="${x}" y="${y}" width="${TILE.width}" height="${TILE.height}" rx="14" fill="url(#tile${colour})"/>`,
    `<rect x="${x}" y="${y}" width="${TILE.width}" height="${TILE.height}" rx="14" fill="url(#sheen)"/>`,
    // A title bar at the foot of each poster, as shelves show them.
    `<rect x="${x + 18}" y="${y + TILE.height - 54}" width="${TILE.width * 0.55}" height="12" rx="6" fill="#ffffff" fill-opacity="0.55"/>`,
    `<rect x="${x + 18}" y="${y + TILE.height - 34}" width="${TILE.width * 0.35}" height="8" rx="4" fill="#ffffff" fill-opacity="0.3"/>`,
    '</g>',
  ].join('');
}

/** A play button on the featured poster, turned back upright against the wall's tilt. */
function playBadge(): string {
  const { x, y } = tileOrigin(FEATURED.column, FEATURED.row);
  const cx = x + TILE.width / 2;
  const cy = y + TILE.height / 2 - 20;
  return [
    `<g transform="rotate(${-WALL_TILT.degrees} ${cx} ${cy})">`,
    `<circle cx="${cx}" cy="${cy}" r="58" fill="#0b0b10" fill-opacity="0.55" stroke="#ffffff" stroke-opacity="0.9" stroke-width="4"/>`,
    `<path d="M${cx - 16} ${cy - 30} L${cx - 16} ${cy + 30} L${cx + 34} ${cy} Z" fill="#ffffff"/>`,
    '</g>',
  ].join('');
}

/** The wall of posters, tilted; columns nearer the text side fade out, the featured one is lit. */
function tileWall(): string {
  const posters: string[] = [];
  for (let column = 0; column < TILE.columns; column += 1) {
    for (let row = 0; row < TILE.rows; row += 1) {
      const featured = column === FEATURED.column && row === FEATURED.row;
      posters.push(poster(column, row, featured ? '1' : (0.3 + (column / (TILE.columns - 1)) * 0.5).toFixed(2)));
    }
  }
  return `<g transform="rotate(${WALL_TILT.degrees} ${WALL_TILT.cx} ${WALL_TILT.cy})">${posters.join('')}${playBadge()}</g>`;
}

/** The art's height at this width (its aspect ratio, rounded). */
export function paywallHeroHeight(width: number): number {
  return Math.round((width * PAYWALL_HERO_SIZE.height) / PAYWALL_HERO_SIZE.width);
}

/** The art at `width` pixels wide (the drawing's own space is 1920x800, scaled). */
export function paywallHeroSvg(art: PaywallHeroArt, width: number): string {
  const { stage, glow, tiles } = PALETTES[art];
  const { width: w, height: h } = PAYWALL_HERO_SIZE;
  const height = paywallHeroHeight(width);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${w} ${h}">`,
    '<defs>',
    `<linearGradient id="stage" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${stage[0]}"/><stop offset="0.55" stop-color="${stage[1]}"/><stop offset="1" stop-color="${stage[2]}"/></linearGradient>`,
    `<radialGradient id="glow" cx="1450" cy="330" r="900" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${glow}" stop-opacity="0.6"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`,
    ...tiles.map(
      (colour, index) =>
        `<linearGradient id="tile${index}" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#0b0b10"/></linearGradient>`,
    ),
    '<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/></linearGradient>',
    '<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>',
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${stage[0]}" stop-opacity="1"/><stop offset="0.38" stop-color="${stage[0]}" stop-opacity="0.85"/><stop offset="0.62" stop-color="${stage[0]}" stop-opacity="0"/></linearGradient>`,
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0.7" stop-color="${stage[0]}" stop-opacity="0"/><stop offset="1" stop-color="${stage[0]}" stop-opacity="0.9"/></linearGradient>`,
    '</defs>',
    `<rect width="${w}" height="${h}" fill="url(#stage)"/>`,
    `<rect width="${w}" height="${h}" fill="url(#glow)"/>`,
    tileWall(),
    '<path d="M1380 0 L1620 0 L1880 800 L1080 800 Z" fill="url(#beam)"/>',
    `<rect width="${w}" height="${h}" fill="url(#shade)"/>`,
    `<rect width="${w}" height="${h}" fill="url(#floor)"/>`,
    '</svg>',
  ].join('');
}

/** A short hash of the drawing: in every address, so an address names one drawing forever. */
export function paywallHeroVersion(art: PaywallHeroArt): string {
  return createHash('sha256').update(paywallHeroSvg(art, PAYWALL_HERO_SIZE.width)).digest('base64url').slice(0, 10);
}

function heroPath(art: PaywallHeroArt, width: number): string {
  return `/api/media/paywall/${art}-${width}.webp?v=${paywallHeroVersion(art)}`;
}

/** The page's PAYWALL_HERO: the art at full width, and every srcset width, smallest first. */
export function paywallHeroImage(art: PaywallHeroArt, alt: string): PaywallHeroImage {
  const { width, height, srcsetWidths } = PAYWALL_HERO_SIZE;
  return {
    url: heroPath(art, width),
    width,
    height,
    alt,
    srcset: srcsetWidths.map((candidate) => ({ url: heroPath(art, candidate), width: candidate })),
  };
}

/** The art and width a file name (`premium-960.webp`) asks for, or null for a file we do not draw. */
export function paywallHeroFile(file: string): { art: PaywallHeroArt; width: number } | null {
  const match = /^([a-z]+)-(\d{3,4})\.webp$/.exec(file);
  if (!match) return null;
  const art = PAYWALL_HERO_ARTS.find((candidate) => candidate === match[1]);
  const width = Number(match[2]);
  if (!art || !(PAYWALL_HERO_SIZE.srcsetWidths as readonly number[]).includes(width)) return null;
  return { art, width };
}
