import { measureEm, UI_FAMILY, UI_WIDTHS, type TitleFace } from './font-metrics.ts';
import type { ArtworkInput } from './artwork-spec.ts';
import type { Palette } from './palettes.ts';
import { layoutTitle } from './title-layout.ts';
import type { TypeLayout } from './type-layouts.ts';
import { escapeXml, n } from './xml.ts';

const UI_FACE: TitleFace = {
  family: UI_FAMILY,
  widths: UI_WIDTHS,
  scale: 1,
  upperCase: true,
  tracking: 0.16,
  lineHeight: 1,
  capHeight: 0.72,
};

/** The largest size up to `size` at which `text` fits in `width`. */
function fitSize(text: string, size: number, width: number): number {
  return Math.min(size, width / Math.max(measureEm(text, UI_FACE), 0.01));
}

function metaLine(input: ArtworkInput): string {
  return [input.genre, input.year].filter((part) => part !== undefined && part !== '').join('  \u00b7  ');
}

/**
 * The type on the artwork, bottom-up: the meta line (genre, year), the title, and above it the
 * STAT mark with the eyebrow. Every line is measured, so nothing runs past the block's width.
 */
export function titleBlock(input: ArtworkInput, face: TitleFace, palette: Palette, layout: TypeLayout, height: number): string {
  const { pad, textWidth, uiSize } = layout;
  const parts: string[] = [];
  let y = height - pad;

  const meta = metaLine(input).toUpperCase();
  if (meta) {
    const size = fitSize(meta, uiSize * 0.85, textWidth);
    parts.push(
      `<text x="${pad}" y="${n(y)}" font-family="${UI_FAMILY}" font-weight="700" font-size="${n(size)}" letter-spacing="${n(size * UI_FACE.tracking)}" fill="#ffffff" fill-opacity="0.72">${escapeXml(meta)}</text>`,
    );
    y -= size * 0.72 + uiSize * 1.1;
  }

  const title = layoutTitle(input.title, face, {
    width: textWidth,
    height: layout.titleHeight,
    maxFontSize: layout.maxFontSize,
    maxLines: 3,
  });
  const lastBaseline = y;
  const firstBaseline = lastBaseline - title.leading * (title.lines.length - 1);
  const tspans = title.lines
    .map((line, index) => `<tspan x="${pad}" y="${n(firstBaseline + title.leading * index)}">${escapeXml(line)}</tspan>`)
    .join('');
  parts.push(
    `<text font-family="${face.family}" font-weight="700" font-size="${title.fontSize}" letter-spacing="${n(face.tracking * title.fontSize)}" fill="#ffffff">${tspans}</text>`,
  );
  y = firstBaseline - title.fontSize * face.capHeight - uiSize * 1.05;

  // The STAT mark: a solid chip in the palette's light accent, then the eyebrow beside it.
  const markSize = uiSize * 0.8;
  const markText = 'STAT';
  const markWidth = measureEm(markText, UI_FACE) * markSize + markSize * 0.9;
  const chipHeight = markSize * 1.6;
  const chipTop = y - chipHeight + markSize * 0.3;
  parts.push(
    `<rect x="${pad}" y="${n(chipTop)}" width="${n(markWidth)}" height="${n(chipHeight)}" rx="${n(markSize * 0.25)}" fill="${palette.accent2}"/>`,
    `<text x="${n(pad + markSize * 0.45 + markSize * 0.08)}" y="${n(chipTop + chipHeight / 2 + markSize * 0.36)}" font-family="${UI_FAMILY}" font-weight="700" font-size="${n(markSize)}" letter-spacing="${n(markSize * UI_FACE.tracking)}" fill="${palette.base}">${markText}</text>`,
  );
  const eyebrow = input.eyebrow?.trim().toUpperCase();
  if (eyebrow) {
    const left = pad + markWidth + uiSize * 0.7;
    const size = fitSize(eyebrow, uiSize * 0.85, textWidth - (left - pad));
    parts.push(
      `<text x="${n(left)}" y="${n(chipTop + chipHeight / 2 + size * 0.36)}" font-family="${UI_FAMILY}" font-weight="700" font-size="${n(size)}" letter-spacing="${n(size * UI_FACE.tracking)}" fill="${palette.ink}">${escapeXml(eyebrow)}</text>`,
    );
  }
  return parts.join('');
}
