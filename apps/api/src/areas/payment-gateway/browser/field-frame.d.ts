import type { CardRules } from './card-rules.ts';

/** A card field's frame (field-frame.js, browser code; browser/README.md). */
export declare function runFieldFrame(rules: CardRules): void;
