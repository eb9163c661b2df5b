import { describe, expect, it } from 'vitest';
import { SPOILER_HIDDEN_TEXT, type SpoilerValues } from '@stat/contracts';
import { isShielded, shieldedIds, unshielded } from './shielded.ts';

const hidden = { short: SPOILER_HIDDEN_TEXT, medium: SPOILER_HIDDEN_TEXT, long: SPOILER_HIDDEN_TEXT };
const fight = { id: 30001, name: 'Full Circle', description: hidden };
const movie = { id: 20001, name: 'The Crossing', description: { short: 'A ferry.', medium: 'A ferry crosses.', long: 'A ferry crosses at night.' } };
const real = { short: 'Batista wins.', medium: 'Batista wins by knockout.', long: 'Batista wins by knockout in the third.' };
const values = (items: SpoilerValues['items']): SpoilerValues => ({ shieldOn: true, items });

describe('the shield on the web app', () => {
  it('knows a shielded item by the text the server puts in its description', () => {
    expect(isShielded(fight)).toBe(true);
    expect(isShielded(movie)).toBe(false);
    // A search result carries the medium length only.
    expect(isShielded({ id: 1, description: { medium: SPOILER_HIDDEN_TEXT } })).toBe(true);
  });

  it('asks for the shielded ids only, once each, in order', () => {
    expect(shieldedIds([movie, fight, { ...fight }, { ...fight, id: 10049 }])).toEqual([30001, 10049]);
    expect(shieldedIds([movie])).toEqual([]);
  });

  it('puts the real description in place where the viewer may see it, and only there', () => {
    expect(unshielded(fight, values([{ id: 30001, description: real }]))).toEqual({ ...fight, description: real });
    expect(unshielded(fight, values([{ id: 30002, description: real }]))).toBe(fight);
    expect(unshielded(fight, undefined)).toBe(fight);
    // An item the answer did not shield keeps its own text, whatever the values say.
    expect(unshielded(movie, values([{ id: 20001, description: real }]))).toBe(movie);
    // Only the lengths the item carries.
    expect(unshielded({ id: 30001, description: { medium: SPOILER_HIDDEN_TEXT } }, values([{ id: 30001, description: real }])).description).toEqual({
      medium: real.medium,
    });
  });
});
