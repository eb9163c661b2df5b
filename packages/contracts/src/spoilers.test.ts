import { describe, expect, it } from 'vitest';
import { titleRecordSchema } from './catalogue-file.ts';

const fight = {
  id: 202,
  type: 'fight',
  name: 'Iron Verdict',
  duration: 10800,
  description: { short: 'Short.', medium: 'Medium.', long: 'Long.' },
  genre: 'Boxing',
  rating: 'TV_14',
  releaseYear: 2024,
};

describe('the spoilers field list of the catalogue file', () => {
  it('is empty when a title marks nothing', () => {
    expect(titleRecordSchema.parse(fight).spoilers).toEqual([]);
  });

  it('takes the markable fields', () => {
    expect(titleRecordSchema.parse({ ...fight, spoilers: ['description', 'artwork'] }).spoilers).toEqual(['description', 'artwork']);
  });

  it('refuses a field that cannot be marked, one named twice and a list that is not a list', () => {
    expect(titleRecordSchema.safeParse({ ...fight, spoilers: ['name'] }).success).toBe(false);
    expect(titleRecordSchema.safeParse({ ...fight, spoilers: ['description', 'description'] }).error?.issues[0]?.message).toBe('each spoiler field at most once');
    expect(titleRecordSchema.safeParse({ ...fight, spoilers: 'description' }).success).toBe(false);
  });
});
