import type { ResolvedClipRecipe } from './clip-recipe.ts';
import { clipBitBlock, secondBitBlock, TIME_CODE_GEOMETRY, timeCodeBlock } from './time-code.ts';

/*
 * The picture of a clip, as ffmpeg filter graphs. Everything that never moves (gradient, vignette,
 * name, dial, the bar and the clip-index blocks of the time code) is drawn once into a still;
 * the per-frame graph only loops that still and adds the orbiting dot, the clock and the second
 * bits. Decoding a PNG or drawing text for every frame cost more than the encode.
 */

const FONT_DIR = '/usr/share/fonts/truetype/liberation';
/** Files the still graph writes and the motion graph reads, relative to ffmpeg's working directory. */
export const CARD_FILES = { still: 'still.png', dot: 'dot.png', name: 'name.txt', tagline: 'tagline.txt' } as const;

const { frameWidth: W, frameHeight: H } = TIME_CODE_GEOMETRY;
const MARGIN = 96;
const DIAL = { x: 980, y: 330, radius: 180, ticks: 8 } as const;
const DOT_SIZE = 48;
/** Seconds for the dot to go once round the dial: every clip lasts a multiple of it. */
const ORBIT_SECONDS = 8;

const ffColour = (hex: string, alpha = 1) => `0x${hex.slice(1)}@${alpha}`;
const font = (face: string) => `fontfile=${FONT_DIR}/Liberation${face}.ttf`;

/** The name's size: as large as fits left of the dial (Liberation Sans Bold runs near 0.6 em a letter). */
function nameFontSize(name: string): number {
  return Math.min(104, Math.floor((DIAL.x - DIAL.radius - MARGIN - 80) / (0.6 * name.length)));
}

function box(x: number, y: number, w: number, h: number, colour: string, enable?: string): string {
  return `drawbox=x=${x}:y=${y}:w=${w}:h=${h}:color=${colour}:t=fill${enable ? `:enable='${enable}'` : ''}`;
}

/** The dial's ring and its tick dots, as an alpha expression for geq on a square canvas. */
function dialAlpha(): string {
  const size = 2 * DIAL.radius + 20;
  const c = size / 2;
  const ring = `0.3*clip(1.5-abs(hypot(X-${c},Y-${c})-${DIAL.radius}),0,1)`;
  const ticks = Array.from({ length: DIAL.ticks }, (_, k) => {
    const angle = (2 * Math.PI * k) / DIAL.ticks - Math.PI / 2;
    const x = (c + DIAL.radius * Math.cos(angle)).toFixed(2);
    const y = (c + DIAL.radius * Math.sin(angle)).toFixed(2);
    return `0.8*clip(4-hypot(X-${x},Y-${y}),0,1)`;
  });
  return `255*min(1,${[ring, ...ticks].join('+')})`;
}

/** One frame: the still (`[still]`) and the dot (`[dot]`), written as PNGs by the caller. */
export function stillGraph(clip: ResolvedClipRecipe): string {
  const [c0, c1, c2, c3] = clip.palette.stops;
  const accent = clip.palette.accent;
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [ar, ag, ab] = rgb(accent);
  const dialSize = 2 * DIAL.radius + 20;
  const { bar, blockSize, clipBits } = TIME_CODE_GEOMETRY;
  const nameSize = nameFontSize(clip.name);
  const clipBlocks = Array.from({ length: clipBits }, (_, k) => k)
    .filter((k) => (clip.index >> k) & 1)
    .map((k) => timeCodeBlock(clipBitBlock(k)));
  const marker = timeCodeBlock(0);

  return [
    // x1/y1 inside the frame: gradients picks a random point for a coordinate at the edge or beyond.
    `gradients=s=${W}x${H}:n=4:c0=${ffColour(c0)}:c1=${ffColour(c1)}:c2=${ffColour(c2)}:c3=${ffColour(c3)}` +
      `:x0=0:y0=0:x1=${W - 1}:y1=${H - 1},format=rgb24,vignette=PI/5[bg]`,
    `color=c=black@0:s=${dialSize}x${dialSize},format=rgba,geq=r=${ar}:g=${ag}:b=${ab}:a='${dialAlpha()}'[dial]`,
    [
      `[bg][dial]overlay=x=${DIAL.x - dialSize / 2}:y=${DIAL.y - dialSize / 2}`,
      `drawtext=${font('Sans-Regular')}:text='STAT  SAMPLE':expansion=none:fontsize=22:fontcolor=white@0.6:x=${MARGIN}:y=96`,
      box(MARGIN, 134, 48, 3, ffColour(accent, 0.9)),
      `drawtext=${font('Sans-Bold')}:textfile=${CARD_FILES.name}:expansion=none:fontsize=${nameSize}:fontcolor=white@0.95:x=${MARGIN - 4}:y=320-ascent`,
      `drawtext=${font('Sans-Regular')}:textfile=${CARD_FILES.tagline}:expansion=none:fontsize=28:fontcolor=white@0.62:x=${MARGIN}:y=372`,
      box(bar.x, bar.y, bar.width, bar.height, 'black'),
      box(marker.x, marker.y, blockSize, blockSize, 'white'),
      ...clipBlocks.map((block) => box(block.x, block.y, blockSize, blockSize, 'white')),
    ].join(',') + '[still]',
    `color=c=black@0:s=${DOT_SIZE}x${DOT_SIZE},format=rgba,geq=r=${ar}:g=${ag}:b=${ab}` +
      `:a='255*clip(1-(hypot(X-${DOT_SIZE / 2},Y-${DOT_SIZE / 2})-6)/16,0,1)^2'[dot]`,
  ].join(';\n');
}

/**
 * Every frame, from the still (input 0) and the dot (input 1): one output label per rendition
 * (`[v0]`, `[v1]`, ...), each scaled from the 1280x720 picture.
 */
export function motionGraph(clip: ResolvedClipRecipe): string {
  const { blockSize, secondBits } = TIME_CODE_GEOMETRY;
  const angle = `2*PI*t/${ORBIT_SECONDS}-PI/2`;
  const half = DOT_SIZE / 2;
  // Escaped for the option parser: \: is a literal colon, \, a literal comma inside the quotes.
  const clock = "'%{eif\\:floor(t/60)\\:d\\:2}\\:%{eif\\:mod(floor(t)\\,60)\\:d\\:2}.%{eif\\:mod(floor(t*10)\\,10)\\:d}'";
  // A bit that stays 0 for the whole clip needs no box.
  const bits = Array.from({ length: secondBits }, (_, k) => k).filter((k) => 2 ** k < clip.seconds);
  const renditions = clip.video;
  return [
    `[0:v]format=yuv420p,loop=loop=-1:size=1[bg]`,
    `[1:v]loop=loop=-1:size=1[dot]`,
    [
      `[bg][dot]overlay=x='${DIAL.x}+${DIAL.radius}*cos(${angle})-${half}':y='${DIAL.y}+${DIAL.radius}*sin(${angle})-${half}'`,
      `drawtext=${font('Mono-Regular')}:fontsize=40:fontcolor=white@0.85:x=${MARGIN}:y=468:text=${clock}`,
      ...bits.map((k) => {
        const block = timeCodeBlock(secondBitBlock(k));
        return box(block.x, block.y, blockSize, blockSize, 'white', `eq(mod(floor(t/${2 ** k}),2),1)`);
      }),
      `split=${renditions.length}${renditions.map((_, n) => `[s${n}]`).join('')}`,
    ].join(','),
    ...renditions.map((r, n) => `[s${n}]scale=${r.width}:${r.height}[v${n}]`),
  ].join(';\n');
}
