import type { ArtworkType } from './artwork-spec.ts';

/**
 * Where things go on each image type, in that type's own units. The title block sits at the
 * bottom-left (on the hero: the left third, where the page's own text and gradient go); the art
 * is strongest at the focus, away from it.
 */
export interface TypeLayout {
  /** Left and bottom margin of the title block. */
  pad: number;
  /** Width of the title block. */
  textWidth: number;
  /** Height the title lines may take together. */
  titleHeight: number;
  maxFontSize: number;
  /** Size of the eyebrow, the meta line and the STAT mark. */
  uiSize: number;
  focusX: number;
  focusY: number;
  scale: number;
  /** Which way the dark scrim under the title runs: from the left edge or from the bottom. */
  scrim: 'left' | 'bottom';
}

export const TYPE_LAYOUTS: Record<ArtworkType, TypeLayout> = {
  heroDisplay: { pad: 120, textWidth: 700, titleHeight: 340, maxFontSize: 150, uiSize: 26, focusX: 1370, focusY: 370, scale: 360, scrim: 'left' },
  heroMobileDisplay: { pad: 56, textWidth: 656, titleHeight: 320, maxFontSize: 128, uiSize: 24, focusX: 430, focusY: 330, scale: 300, scrim: 'bottom' },
  playlistListDisplay: { pad: 34, textWidth: 440, titleHeight: 160, maxFontSize: 68, uiSize: 15, focusX: 500, focusY: 160, scale: 190, scrim: 'bottom' },
  playlistSeriesListDisplay: { pad: 28, textWidth: 344, titleHeight: 210, maxFontSize: 80, uiSize: 15, focusX: 230, focusY: 200, scale: 175, scrim: 'bottom' },
  promoDisplay: { pad: 36, textWidth: 470, titleHeight: 190, maxFontSize: 76, uiSize: 16, focusX: 460, focusY: 190, scale: 210, scrim: 'bottom' },
};
