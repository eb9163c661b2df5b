/**
 * Hand-picked palettes, one per title (chosen by the seeded PRNG): a near-black base and a
 * deep mid-tone for the stage, two accents that carry the composition, a glow, and the ink the
 * eyebrow is set in. All are dark-led so white title type always has contrast.
 */
export interface Palette {
  name: string;
  base: string;
  deep: string;
  accent: string;
  accent2: string;
  glow: string;
  ink: string;
}

export const PALETTES: readonly Palette[] = [
  { name: 'ember', base: '#0a0505', deep: '#3b0d08', accent: '#ff5a1f', accent2: '#ffb347', glow: '#ff2e4d', ink: '#ffc39e' },
  { name: 'tidal', base: '#03080f', deep: '#0a2a3f', accent: '#19c3d6', accent2: '#7cf0e1', glow: '#2f6bff', ink: '#9af3ff' },
  { name: 'orchid', base: '#08050f', deep: '#2a0f3d', accent: '#c04dff', accent2: '#ff6ad5', glow: '#6a5cff', ink: '#f0b8ff' },
  { name: 'acid', base: '#050805', deep: '#112418', accent: '#b6ff3b', accent2: '#2effa0', glow: '#1f9e5a', ink: '#d9ff9e' },
  { name: 'gilded', base: '#090704', deep: '#2e2110', accent: '#e8b64a', accent2: '#fff0c2', glow: '#b0702a', ink: '#f6d98a' },
  { name: 'noir', base: '#07070a', deep: '#1d1d26', accent: '#e0112b', accent2: '#ff8080', glow: '#8c0f20', ink: '#ff9aa5' },
  { name: 'arctic', base: '#04060c', deep: '#17223f', accent: '#8fc1ff', accent2: '#e6f2ff', glow: '#4a6dff', ink: '#c4ddff' },
  { name: 'dusk', base: '#0c040e', deep: '#3d1030', accent: '#ff7a45', accent2: '#ffc857', glow: '#d63a8a', ink: '#ffd29b' },
  { name: 'jade', base: '#030b09', deep: '#0b3027', accent: '#2ec4a0', accent2: '#c9f5dc', glow: '#0f8f7a', ink: '#a8f0d8' },
  { name: 'cobalt', base: '#040716', deep: '#101c5a', accent: '#ff6f61', accent2: '#4d7cff', glow: '#2a3dff', ink: '#ffc2ba' },
  { name: 'rust', base: '#0a0706', deep: '#2a1912', accent: '#d9622b', accent2: '#3fb8af', glow: '#8a3a17', ink: '#f2c9a8' },
  { name: 'ultraviolet', base: '#06041a', deep: '#1d0f52', accent: '#7b5cff', accent2: '#d4ff5c', glow: '#4b1fd1', ink: '#c9bcff' },
];
