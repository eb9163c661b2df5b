import { describe, expect, it } from 'vitest';
import { titleSchema } from '@stat/contracts';
import { castingTitleInfo } from './casting-title-info.ts';
import { testEpisode, testMovie } from './cast-test-titles.ts';

describe('castingTitleInfo', () => {
  it('casts an episode under its series, with its season, number and own name', () => {
    expect(castingTitleInfo(testEpisode, 'Living Room TV')).toEqual({
      id: '7',
      titleType: 'episode',
      name: 'The Vote',
      title: 'The Quiet Ministry',
      images: testEpisode.images,
      imageDisplay: 'playlistListDisplay',
      series: { seriesTitle: 'The Quiet Ministry', name: 'The Vote', seasonNum: 1, episodeNum: 3 },
      deviceName: 'Living Room TV',
      titleId: 7,
    });
  });

  it('casts a movie under its own name, without series', () => {
    expect(castingTitleInfo(testMovie, 'Den')).toMatchObject({
      id: '20001',
      titleType: 'movie',
      name: 'Night Train',
      title: 'Night Train',
      series: null,
      deviceName: 'Den',
      titleId: 20001,
    });
  });

  it('casts fights, trailers and clips as movies, even with a series reference', () => {
    for (const type of ['fight', 'trailer', 'clip'] as const) {
      const info = castingTitleInfo(titleSchema.parse({ ...testEpisode, type }), 'Den');
      expect(info).toMatchObject({ titleType: 'movie', title: 'The Vote', series: null });
    }
  });
});
