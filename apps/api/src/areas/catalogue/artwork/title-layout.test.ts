import { describe, expect, it } from 'vitest';
import { measureEm, TITLE_FACES, type TitleFace } from './font-metrics.ts';
import { layoutTitle, type TitleBox } from './title-layout.ts';

const box: TitleBox = { width: 440, height: 160, maxFontSize: 68, maxLines: 3 };

function fits(title: string, face: TitleFace): void {
  const layout = layoutTitle(title, face, box);
  expect(layout.lines.length).toBeLessThanOrEqual(3);
  for (const line of layout.lines) expect(measureEm(line, face) * layout.fontSize).toBeLessThanOrEqual(box.width);
  expect(layout.leading * (layout.lines.length - 1) + layout.fontSize).toBeLessThanOrEqual(box.height);
}

describe('layoutTitle', () => {
  it('keeps a short title on one line at the largest size', () => {
    const layout = layoutTitle('Lanterns', TITLE_FACES.condensed, box);
    expect(layout).toMatchObject({ lines: ['LANTERNS'], fontSize: 68 });
  });

  it('wraps long titles into at most three lines that stay inside the box', () => {
    for (const face of Object.values(TITLE_FACES)) {
      fits('A Quiet Year in the Salt Marshes of Hollow Bay', face);
      fits('Heavyweights: Dunmore vs. Castellanos II', face);
      fits('WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW', face);
      fits('日本語のタイトルもはみ出さない', face);
    }
  });

  it('breaks after a colon, and never leaves a short word on a line of its own', () => {
    expect(layoutTitle('Iron Verdict: Ruiz vs. Okafor', TITLE_FACES.condensed, box).lines).toEqual([
      'IRON VERDICT:',
      'RUIZ VS. OKAFOR',
    ]);
    const lines = layoutTitle('Episode 4: The Long Way Round', TITLE_FACES.serif, box).lines;
    expect(lines.every((line) => line.includes(' ') || line.length > 3)).toBe(true);
  });

  it('cuts a title too long to read with an ellipsis instead of shrinking it to nothing', () => {
    const title = Array.from({ length: 30 }, (_, index) => `Word${index}`).join(' ');
    const layout = layoutTitle(title, TITLE_FACES.grotesk, box);
    expect(layout.lines.at(-1)).toMatch(/\u2026$/);
    expect(layout.fontSize).toBeGreaterThanOrEqual(box.maxFontSize * 0.32);
    fits(title, TITLE_FACES.grotesk);
  });
});
