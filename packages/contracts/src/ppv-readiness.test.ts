import { describe, expect, it } from 'vitest';
import { ppvReadinessWindow } from './ppv-readiness.ts';
import type { PpvPhase } from './ppv-schemas.ts';

describe('ppvReadinessWindow', () => {
  it.each<[PpvPhase, 'open' | 'over']>([
    ['pre', 'open'],
    ['dayof', 'open'],
    ['prepress', 'open'],
    ['live', 'open'],
    ['post', 'over'],
    ['postpress', 'over'],
    ['cooldown', 'over'],
    ['sunset', 'over'],
  ])('%s: %s', (phase, expected) => {
    expect(ppvReadinessWindow(phase)).toBe(expected);
  });
});
