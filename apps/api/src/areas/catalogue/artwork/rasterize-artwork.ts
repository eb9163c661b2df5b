import sharp from 'sharp';
import { artworkHeight, type ArtworkInput, type ArtworkType } from './artwork-spec.ts';
import { renderArtworkSvg } from './render-artwork-svg.ts';

/** WebP at this quality is about a tenth of the PNG and indistinguishable at shelf sizes. */
export const ARTWORK_WEBP_QUALITY = 80;

/**
 * Rasterises an SVG to WebP at exactly `width` pixels wide (height from the type's ratio).
 * librsvg renders the SVG at its own width/height attributes, which the renderer already sets
 * to the target size, so the resize only guards against rounding.
 */
export async function rasterizeSvg(svg: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(svg))
    .resize(width, height, { fit: 'fill' })
    .webp({ quality: ARTWORK_WEBP_QUALITY, effort: 4 })
    .toBuffer();
}

/** The artwork for one title as WebP bytes. */
export async function rasterizeArtwork(input: ArtworkInput, type: ArtworkType, width: number): Promise<Buffer> {
  return rasterizeSvg(renderArtworkSvg(input, type, width), width, artworkHeight(type, width));
}
