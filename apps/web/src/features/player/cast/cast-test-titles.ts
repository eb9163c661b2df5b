import { titleSchema, type Title } from '@stat/contracts';

const image = (type: string, width: number, height: number) => ({
  type,
  url: `/api/art/7/${type}-${width}.webp`,
  width,
  height,
  srcset: [{ url: `/api/art/7/${type}-${width}.webp`, width }],
});

/** Test-only titles, parsed through the contract so they cannot drift from it. */
export const testEpisode: Title = titleSchema.parse({
  id: 7,
  name: 'The Vote',
  sortName: 'Vote',
  type: 'episode',
  duration: 3240,
  description: { short: 's', medium: 'm', long: 'l' },
  flags: [],
  images: [image('playlistSeriesListDisplay', 400, 600), image('playlistListDisplay', 711, 400)],
  credits: [],
  advisories: [],
  creditMarkerMillis: null,
  countdownMillis: null,
  releaseYear: 2023,
  series: { seriesId: 2, seriesTitle: 'The Quiet Ministry', seasonNum: 1, episodeNum: 3 },
  nextTitleId: null,
  previousTitleId: null,
  titleRating: 'TV_14',
  shortFormContent: false,
  social: { hashtag: null },
  expirationDate: null,
  locked: false,
});

export const testMovie: Title = titleSchema.parse({
  ...testEpisode,
  id: 20001,
  name: 'Night Train',
  sortName: 'Night Train',
  type: 'movie',
  images: [image('promoDisplay', 661, 494)],
  series: null,
});
