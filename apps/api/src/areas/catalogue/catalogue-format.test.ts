import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  episodesForSeriesSchema,
  episodesForSeriesWithStreamSchema,
  ERROR_CODES,
  titleSchema,
  titleWithStreamSchema,
  type CatalogueFile,
} from '@stat/contracts';
import { playableIds, type PlayableIds } from '../../test/playable-ids.ts';
import { seedTestCatalogue } from '../../test/seed-test-catalogue.ts';
import { signedInViewer } from '../../test/signed-in-viewer.ts';
import { APP_HEADERS, buildTestApp, TEST_PLAYBACK, useTestApp } from '../../test/test-app.ts';
import { clearTables } from '../../test/test-database.ts';
import { expectError } from '../../test/expect-error.ts';

const t = useTestApp();
let file: CatalogueFile;
let ids: PlayableIds;
beforeAll(async () => {
  file = await seedTestCatalogue(t.database);
  ids = await playableIds(t.database);
});
beforeEach(() => clearTables(t.database));

type Headers = Record<string, string>;
type Response = Awaited<ReturnType<FastifyInstance['inject']>>;
const get = (url: string, headers: Headers = APP_HEADERS, app = t.app) => app.inject({ method: 'GET', url, headers });

function expectOk(response: Response) {
  expect(response.statusCode).toBe(200);
  return response.json() as unknown;
}

const seriesWithSeasons = () => file.series.find((one) => one.seasons.length >= 2)!;

describe('GET /api/titles/{id}/format/{fmt}', () => {
  it('answers the title as titles/{id} does, with its stream in that format: both manifests and the licence endpoint', async () => {
    const { id } = ids.movie;
    const answer = titleWithStreamSchema.parse(expectOk(await get(`/api/titles/${id}/format/CLEARKEY`)));
    const plain = titleSchema.parse(expectOk(await get(`/api/titles/${id}`)));
    const { stream, ...title } = answer;
    expect(title).toEqual(plain);
    expect(stream).toEqual({
      format: 'CLEARKEY',
      uri: `/media/titles/${id}/manifest.mpd`,
      sdUri: `/media/titles/${id}/sd.mpd`,
      licenseUrl: '/api/drm/clearkey/license',
      certificateUrl: null,
    });
  });

  it('hands out no licence token: the answer is public, and its licence URL opens no keys to a visitor start-play refuses', async () => {
    const { id } = ids.movie;
    const response = await get(`/api/titles/${id}/format/CLEARKEY`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(response.body).not.toMatch(/token/i);
    const { stream } = titleWithStreamSchema.parse(response.json());
    // Start-play refuses this signed-out visitor, and the catalogue's licence URL is no way round it.
    expectError(await get(`/api/title/startplay/title/${id}/format/CLEARKEY`), 401, ERROR_CODES.playbackSignInRequired);
    const kid = (await t.app.contentKeysRepository.keyOf({ titleId: id, channel: null })).kid.toString('base64url');
    const payload = JSON.stringify({ kids: [kid], type: 'temporary' });
    const licence = (url: string) => t.app.inject({ method: 'POST', url, headers: { ...APP_HEADERS, 'content-type': 'application/octet-stream' }, payload });
    expectError(await licence(stream.licenseUrl), 400, ERROR_CODES.requestInvalid);
    expectError(await licence(`${stream.licenseUrl}?token=forged.token`), 403, ERROR_CODES.licenceTokenInvalid);
  });

  it("locks a title above a restricted profile's limits, as titles/{id} does, privately", async () => {
    const headers = await signedInViewer(t.database, 'restricted', { movie: 'MOVIE_PG', tv: 'TV_PG' });
    const response = await get(`/api/titles/${ids.movie.id}/format/CLEARKEY`, headers);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(titleWithStreamSchema.parse(expectOk(response)).locked).toBe(true);
    expect(titleWithStreamSchema.parse(expectOk(await get(`/api/titles/${ids.movie.id}/format/CLEARKEY`))).locked).toBe(false);
  });

  it.each(['WIDEVINE', 'FAIRPLAY_URI'])('answers %s, not configured here, with 400 error.drm.formatUnsupported as start-play does', async (format) => {
    expectError(await get(`/api/titles/${ids.movie.id}/format/${format}`), 400, ERROR_CODES.drmFormatUnsupported);
  });

  it.each([
    ['an unknown format', `format/PLAYREADY`],
    ['a format in lower case', `format/widevine`],
    ['an empty format', `format/%20`],
  ])('refuses %s with 400 error.request.invalid', async (_case, tail) => {
    expectError(await get(`/api/titles/${ids.movie.id}/${tail}`), 400, ERROR_CODES.requestInvalid);
  });

  it.each(['abc', '0', '1e3', '-4', '12345678901'])('refuses the malformed id %s with 400 error.request.invalid', async (id) => {
    expectError(await get(`/api/titles/${id}/format/CLEARKEY`), 400, ERROR_CODES.requestInvalid);
  });

  it('answers 404 error.notfound for an unknown title', async () => {
    expectError(await get('/api/titles/987654/format/CLEARKEY'), 404, ERROR_CODES.notFound);
  });
});

describe('GET /api/titles/series/{seriesId}/format/{fmt}', () => {
  it('answers the episodes by season as titles/series/{id} does, each with its own stream in that format', async () => {
    const series = seriesWithSeasons();
    const answer = episodesForSeriesWithStreamSchema.parse(expectOk(await get(`/api/titles/series/${series.id}/format/CLEARKEY`)));
    const plain = episodesForSeriesSchema.parse(expectOk(await get(`/api/titles/series/${series.id}`)));
    const withoutStreams = answer.episodesForSeries.map((season) => ({ ...season, episodes: season.episodes.map(({ stream: _stream, ...episode }) => episode) }));
    expect(withoutStreams).toEqual(plain.episodesForSeries);
    const episodes = answer.episodesForSeries.flatMap((season) => season.episodes);
    expect(episodes.length).toBeGreaterThan(1);
    for (const episode of episodes) {
      expect(episode.stream).toEqual({
        format: 'CLEARKEY',
        uri: `/media/titles/${episode.id}/manifest.mpd`,
        sdUri: `/media/titles/${episode.id}/sd.mpd`,
        licenseUrl: '/api/drm/clearkey/license',
        certificateUrl: null,
      });
    }
  });

  it.each(['WIDEVINE', 'FAIRPLAY_URI'])('answers %s, not configured here, with 400 error.drm.formatUnsupported', async (format) => {
    expectError(await get(`/api/titles/series/${seriesWithSeasons().id}/format/${format}`), 400, ERROR_CODES.drmFormatUnsupported);
  });

  it('refuses an unknown format and a malformed id with 400 error.request.invalid', async () => {
    expectError(await get(`/api/titles/series/${seriesWithSeasons().id}/format/PLAYREADY`), 400, ERROR_CODES.requestInvalid);
    expectError(await get('/api/titles/series/abc/format/CLEARKEY'), 400, ERROR_CODES.requestInvalid);
    expectError(await get('/api/titles/series/0/format/CLEARKEY'), 400, ERROR_CODES.requestInvalid);
  });

  it('answers error.notavailable.series (404) for a series with nothing to show, as titles/series/{id} does', async () => {
    expectError(await get('/api/titles/series/987654/format/CLEARKEY'), 404, ERROR_CODES.seriesNotAvailable);
  });
});

describe('with Widevine and FairPlay configured', () => {
  let configured: FastifyInstance;
  beforeAll(async () => {
    configured = await buildTestApp(t.database, {
      playback: {
        ...TEST_PLAYBACK,
        drm: {
          widevineLicenseUrl: 'https://widevine.example/licence',
          fairPlayLicenseUrl: 'https://fairplay.example/licence',
          fairPlayCertificateUrl: 'https://fairplay.example/certificate',
        },
      },
    });
  });
  afterAll(() => configured.close());

  it("answers each format with our licence path for it (never the vendor's address), and FairPlay's certificate", async () => {
    const { id } = ids.movie;
    const widevine = titleWithStreamSchema.parse(expectOk(await get(`/api/titles/${id}/format/WIDEVINE`, APP_HEADERS, configured)));
    expect(widevine.stream).toMatchObject({ format: 'WIDEVINE', uri: `/media/titles/${id}/manifest.mpd`, licenseUrl: '/api/drm/widevine/license', certificateUrl: null });
    const fairPlay = titleWithStreamSchema.parse(expectOk(await get(`/api/titles/${id}/format/FAIRPLAY_URI`, APP_HEADERS, configured)));
    expect(fairPlay.stream).toMatchObject({ format: 'FAIRPLAY_URI', licenseUrl: '/api/drm/fairplay/license', certificateUrl: '/api/drm/fairplay/certificate' });
  });

  it('answers a series in a configured format', async () => {
    const series = seriesWithSeasons();
    const answer = episodesForSeriesWithStreamSchema.parse(expectOk(await get(`/api/titles/series/${series.id}/format/FAIRPLAY_URI`, APP_HEADERS, configured)));
    const streams = answer.episodesForSeries.flatMap((season) => season.episodes.map((episode) => episode.stream));
    expect(streams.every((stream) => stream.format === 'FAIRPLAY_URI' && stream.licenseUrl === '/api/drm/fairplay/license')).toBe(true);
  });
});
