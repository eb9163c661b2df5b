import { afterEach, describe, expect, it, vi } from 'vitest';
import { titleIdSchema } from '@stat/contracts';
import type { CastStandInOptions, CastStandInRecord } from '../../../testing/cast-framework-stand-in.ts';
import { castingTitleInfo } from './casting-title-info.ts';
import { pretendChrome } from '../../../testing/cast-test-browser.ts';
import { testEpisode, testMovie } from './cast-test-titles.ts';

// cast-session and the store keep per-page state: each test starts from fresh modules.
async function castWith(library: Partial<CastStandInOptions> | 'fails' = {}) {
  undo = pretendChrome(library);
  vi.resetModules();
  const session = await import('./cast-session.ts');
  const { useCastStore } = await import('./cast-store.ts');
  return { ...session, state: () => useCastStore.getState() };
}

const standIn = () => (window as unknown as { __castStandIn: CastStandInRecord }).__castStandIn;

const episodeMedia = {
  contentUrl: '/media/7/manifest.mpd',
  licenseUrl: '/api/licence/clearkey?token=abc',
  info: castingTitleInfo(testEpisode, 'Living Room TV'),
  startTime: 312,
};

let undo = () => {};
afterEach(() => undo());

describe('initialiseCast', () => {
  it("starts the framework for Google's Default Media Receiver, joining this site's sessions", async () => {
    const cast = await castWith();
    expect(cast.state().availability).toBe('unknown');
    expect(await cast.initialiseCast()).toBe(true);
    expect(cast.state()).toMatchObject({ availability: 'available', devicesFound: true, session: 'idle' });
    expect(standIn().options).toEqual({ receiverApplicationId: 'CC1AD845', autoJoinPolicy: 'origin_scoped' });
  });

  it('says unavailable when the library fails, and whether any device is on the network', async () => {
    const failed = await castWith('fails');
    expect(await failed.initialiseCast()).toBe(false);
    expect(failed.state().availability).toBe('unavailable');
    undo();
    const alone = await castWith({ devicesFound: false });
    await alone.initialiseCast();
    expect(alone.state()).toMatchObject({ availability: 'available', devicesFound: false });
  });
});

describe('a session', () => {
  it('connects to the picked device, by its name', async () => {
    const cast = await castWith();
    await cast.initialiseCast();
    const started = cast.requestSession();
    expect(cast.state().session).toBe('connecting');
    expect(await started).toBe(true);
    expect(cast.state()).toMatchObject({ session: 'connected', deviceName: 'Living Room TV', casting: null });
  });

  it('stays idle when the viewer dismisses the picker', async () => {
    const cast = await castWith({ deviceName: null });
    await cast.initialiseCast();
    expect(await cast.requestSession()).toBe(false);
    expect(cast.state().session).toBe('idle');
  });

  it('ends on request, stopping the receiver', async () => {
    const cast = await castWith();
    await cast.initialiseCast();
    await cast.requestSession();
    await cast.loadMedia(episodeMedia);
    cast.endSession();
    expect(cast.state()).toMatchObject({ session: 'idle', deviceName: null, casting: null, minimized: false });
    expect(standIn().commands).toEqual(['endSession']);
  });
});

describe('loadMedia', () => {
  it('sends an episode as a TV show: absolute manifest, DASH, licence in customData, position, landscape image', async () => {
    const cast = await castWith();
    await cast.initialiseCast();
    expect(await cast.loadMedia(episodeMedia)).toBe(false);
    await cast.requestSession();
    expect(await cast.loadMedia(episodeMedia)).toBe(true);
    const origin = window.location.origin;
    expect(standIn().loads).toEqual([
      {
        media: {
          contentId: '7',
          contentUrl: `${origin}/media/7/manifest.mpd`,
          contentType: 'application/dash+xml',
          streamType: 'BUFFERED',
          metadata: {
            metadataType: 1,
            seriesTitle: 'The Quiet Ministry',
            title: 'The Vote',
            season: 1,
            episode: 3,
            images: [{ url: `${origin}/api/art/7/playlistListDisplay-711.webp`, width: 711, height: 400 }],
          },
          customData: { licenseUrl: `${origin}/api/licence/clearkey?token=abc`, titleId: 7 },
        },
        currentTime: 312,
        autoplay: true,
      },
    ]);
  });

  it('sends a movie as a movie, with the image it has', async () => {
    const cast = await castWith();
    await cast.initialiseCast();
    await cast.requestSession();
    await cast.loadMedia({ ...episodeMedia, info: castingTitleInfo(testMovie, 'Den'), startTime: 0 });
    expect(standIn().loads[0]?.media.metadata).toEqual({
      metadataType: 2,
      title: 'Night Train',
      images: [{ url: `${window.location.origin}/api/art/7/promoDisplay-661.webp`, width: 661, height: 494 }],
    });
  });

  it('minimizes the sender and mirrors the receiver: play/pause, seek, time, the end of the title', async () => {
    const cast = await castWith();
    await cast.initialiseCast();
    await cast.requestSession();
    await cast.loadMedia(episodeMedia);
    expect(cast.state()).toMatchObject({
      casting: { titleId: titleIdSchema.parse(7), deviceName: 'Living Room TV' },
      minimized: true,
      remote: { paused: false, currentTime: 312, duration: 3600 },
    });
    cast.playOrPause();
    expect(cast.state().remote.paused).toBe(true);
    cast.seek(900);
    standIn().receiver.advance(5);
    expect(cast.state().remote.currentTime).toBe(905);
    expect(standIn().commands).toEqual(['playOrPause', 'seek:900']);
    standIn().receiver.finish();
    expect(cast.state()).toMatchObject({ session: 'connected', casting: null, minimized: false });
  });
});
