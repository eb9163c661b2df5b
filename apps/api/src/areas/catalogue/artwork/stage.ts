import type { ArtworkInput } from './artwork-spec.ts';
import type { Palette } from './palettes.ts';
import type { Rng } from './prng.ts';

/** What a composition draws on: the artwork's own size, its palette and its random stream. */
export interface Stage {
  width: number;
  height: number;
  /** Where the art is strongest: away from the title, which sits bottom-left. */
  focusX: number;
  focusY: number;
  /** A size that reads as "big" on this canvas (about half its shorter side). */
  scale: number;
  palette: Palette;
  rng: Rng;
  input: ArtworkInput;
}

/** A composition's output: gradient and filter definitions, then the drawing itself. */
export interface Layer {
  defs: string;
  body: string;
}

export type Composition = (stage: Stage) => Layer;

/** A soft-blur filter that can spill past the shape it blurs. */
export function blurFilter(id: string, deviation: number): string {
  return `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${Math.round(deviation)}"/></filter>`;
}
