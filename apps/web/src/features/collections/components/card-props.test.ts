import { describe, expect, it } from 'vitest';
import { titleSchema } from '@stat/contracts';
import { titleCard } from './card-props.ts';

const base = {
  id: 7,
  name: 'The Vote',
  sortName: 'Vote',
  type: 'episode',
  duration: 3240,
  description: { short: 's', medium: 'm', long: 'l' },
  flags: ['free'],
  images: [],
  credits: [],
  advisories: [],
  creditMarkerMillis: null,
  countdownMillis: null,
  releaseYear: 2023,
  series: { seriesId: 2, seriesTitle: 'The Quiet Ministry', seasonNum: 1, episodeNum: 1 },
  nextTitleId: null,
  previousTitleId: null,
  titleRating: 'TV_14',
  shortFormContent: false,
  social: { hashtag: null },
  expirationDate: null,
  locked: false,
};

describe('list tiles', () => {
  it('lead a title to its own page', () => {
    expect(titleCard(titleSchema.parse(base)).to).toBe('/episode/7');
  });

  it('name an episode by its series and number, a movie by year and length; free is a badge', () => {
    expect(titleCard(titleSchema.parse(base))).toMatchObject({ meta: 'The Quiet Ministry · S1 E1', badge: 'Free' });
    expect(titleCard(titleSchema.parse({ ...base, type: 'movie', series: null, flags: [] }))).toMatchObject({ meta: '2023 · 54 min', badge: undefined });
  });
});
