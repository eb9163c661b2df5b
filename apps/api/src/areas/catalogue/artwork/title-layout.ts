import { measureEm, type TitleFace } from './font-metrics.ts';

/** The box a title must fit in, in the artwork's own units. */
export interface TitleBox {
  width: number;
  /** The most height all lines together may take. */
  height: number;
  maxFontSize: number;
  maxLines: number;
}

export interface TitleLayout {
  lines: string[];
  fontSize: number;
  /** Distance between baselines. */
  leading: number;
  /** The widest line at this size (always <= the box width). */
  width: number;
}

/** Below this share of the largest size a title is cut short with an ellipsis instead. */
const MIN_SCALE = 0.32;
/** A layout with one line fewer wins unless the extra line makes the type this much larger. */
const FEWER_LINES_BONUS = 1.18;
/** A break right after a colon ("Iron Verdict: / Ruiz vs. Okafor") reads as title and subtitle. */
const COLON_BONUS = 1.25;

/** Every way to cut the words into `count` non-empty lines (titles are short, so this is small). */
function splits(words: string[], count: number): string[][] {
  if (count === 1) return [[words.join(' ')]];
  const result: string[][] = [];
  for (let cut = 1; cut <= words.length - count + 1; cut += 1) {
    const head = words.slice(0, cut).join(' ');
    for (const rest of splits(words.slice(cut), count - 1)) result.push([head, ...rest]);
  }
  return result;
}

function layoutFor(lines: string[], face: TitleFace, box: TitleBox): TitleLayout {
  const widest = Math.max(...lines.map((line) => measureEm(line, face)));
  const byWidth = box.width / widest;
  const byHeight = box.height / (face.lineHeight * (lines.length - 1) + 1);
  const fontSize = Math.floor(Math.min(box.maxFontSize, byWidth, byHeight));
  return { lines, fontSize, leading: fontSize * face.lineHeight, width: widest * fontSize };
}

/** A line that is one short word ("The", "&") on its own looks like a mistake. */
const ORPHAN_PENALTY = 0.7;

/** How good a layout is: its type size, favouring fewer lines and breaks after a colon. */
function score(layout: TitleLayout): number {
  const colonBreak = layout.lines.slice(0, -1).some((line) => line.endsWith(':'));
  const orphan = layout.lines.length > 1 && layout.lines.some((line) => !line.includes(' ') && line.length <= 3);
  return (
    layout.fontSize *
    (colonBreak ? COLON_BONUS : 1) *
    (orphan ? ORPHAN_PENALTY : 1) *
    FEWER_LINES_BONUS ** -layout.lines.length
  );
}

function best(words: string[], face: TitleFace, box: TitleBox): TitleLayout {
  let chosen: TitleLayout | undefined;
  const most = Math.min(box.maxLines, words.length);
  for (let count = 1; count <= most; count += 1) {
    // Past ~12 words the number of splits grows fast; long titles are cut before they get here.
    for (const lines of splits(words, count)) {
      const candidate = layoutFor(lines, face, box);
      if (!chosen || score(candidate) > score(chosen)) chosen = candidate;
    }
  }
  if (!chosen) throw new Error('a title needs at least one word');
  return chosen;
}

/**
 * Wraps a title into at most `maxLines` balanced lines at the largest size that fits the box.
 * A title too long to be readable within the box loses words from the end, with an ellipsis.
 */
export function layoutTitle(title: string, face: TitleFace, box: TitleBox): TitleLayout {
  const text = face.upperCase ? title.toUpperCase() : title;
  const all = text.split(/\s+/).filter(Boolean);
  let words = all.length > 12 ? [...all.slice(0, 11), `${all[11] ?? ''}\u2026`] : all;
  if (words.length === 0) words = ['\u2014'];
  let layout = best(words, face, box);
  while (layout.fontSize < box.maxFontSize * MIN_SCALE && words.length > 1) {
    words = [...words.slice(0, -2), `${words.at(-2) ?? ''}\u2026`].filter((word) => word !== '\u2026');
    layout = best(words, face, box);
  }
  return layout;
}
