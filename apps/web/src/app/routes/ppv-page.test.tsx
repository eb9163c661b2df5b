import { cleanup, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES, ERROR_CODES, PLAY_FIX_LABELS, PLAYER_LABELS, PPV_CHANNEL_LABELS, PPV_PURCHASE_LABELS, type PlayFix, type PpvPhase, type PpvSection, type User } from '@stat/contracts';
import { ppvEventQuery } from '../../features/ppv/api/get-ppv-event.ts';
import { ppvStateQuery } from '../../features/ppv/api/get-ppv-state.ts';
import { userQuery } from '../../features/startup/api/get-user.ts';
import { answer, stubApi, type ApiRoutes } from '../../testing/fake-api.ts';
import { testUser } from '../../testing/fixtures.ts';
import { testPpvEvent, testPpvState } from '../../testing/ppv-fixtures.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import PpvPage from './ppv-page.tsx';

const BEFORE: PpvSection[] = ['event-info', 'event-purchase'];
const WATCHING: PpvSection[] = ['event-info', 'watch', 'event-purchase'];
const OPENS_AT = Date.UTC(2026, 11, 13, 2, 0);

const refused = (code: string, body: string, fix: PlayFix) => () => answer({ error: { code, body, fix } }, 403);

/** The event page in `phase` for a viewer (signed in, not bought, by default), with the can-play answers `routes` gives. */
function renderPpvPage(phase: PpvPhase, sections: PpvSection[], routes: ApiRoutes, user: User | null = testUser({ isAuthorized: true })) {
  const fetchMock = stubApi({ 'GET /api/user/ppv/latest-purchase': () => answer(null), 'GET /api/ppv/schedule': () => answer(null, 503), ...routes });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(userQuery().queryKey, user);
  queryClient.setQueryData(ppvStateQuery().queryKey, testPpvState({ state: phase, sections }));
  queryClient.setQueryData(ppvEventQuery().queryKey, testPpvEvent);
  return { ...renderWithProviders(<PpvPage />, { path: '/ppv', queryClient }), fetchMock };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the pay-per-view page: why this viewer cannot watch, before the watch button', () => {
  it('before the channel opens, says when it opens after the event’s details, asking the channel', async () => {
    renderPpvPage('prepress', BEFORE, {
      'GET /api/channel/canplay/ppv': refused(ERROR_CODES.ppvNotOpen, API_MESSAGES.ppvChannelNotOpen, { kind: 'opens', target: 'ppv', at: OPENS_AT }),
    });
    const note = await screen.findByRole('note', { name: PLAYER_LABELS.refusedHeading });
    expect(note.textContent).toContain(API_MESSAGES.ppvChannelNotOpen);
    expect(within(note).getByText(new RegExp(`^${PPV_CHANNEL_LABELS.opensAt('')}`)).textContent).toContain('2026');
    expect(screen.queryByRole('link', { name: PPV_CHANNEL_LABELS.watchLive })).toBeNull();
  });

  it('live, not bought: the reason and the price, the purchase section’s Buy its one way to buy; no watch button', async () => {
    renderPpvPage('live', WATCHING, {
      'GET /api/channel/canplay/ppv': refused(ERROR_CODES.ppvNotBought, API_MESSAGES.ppvNotBought, { kind: 'buy', target: 'ppv', priceInCents: 7999 }),
    });
    const watch = screen.getByRole('region', { name: testPpvState().pages.event.dateLine });
    const note = await within(watch).findByRole('note');
    expect(note.textContent).toContain(API_MESSAGES.ppvNotBought);
    expect(note.textContent).toContain(PLAY_FIX_LABELS.onThisPage.buy('$79.99'));
    expect(within(note).queryByRole('link')).toBeNull();
    expect(within(watch).queryByRole('link', { name: PPV_CHANNEL_LABELS.watchLive })).toBeNull();
    expect(await screen.findAllByRole('button', { name: PPV_PURCHASE_LABELS.buy })).toHaveLength(1);
  });

  it('signed out: the reason, signing in being the purchase section’s; without that section, the fix itself', async () => {
    const signIn = refused(ERROR_CODES.playbackSignInRequired, API_MESSAGES.playbackSignInRequired, { kind: 'signIn' });
    renderPpvPage('live', WATCHING, { 'GET /api/channel/canplay/ppv': signIn }, null);
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain(PLAY_FIX_LABELS.onThisPage.signIn);
    expect(within(note).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: PPV_PURCHASE_LABELS.signInToBuy })).toBeTruthy();
    cleanup();
    renderPpvPage('live', ['event-info', 'watch'], { 'GET /api/channel/canplay/ppv': signIn }, null);
    expect(within(await screen.findByRole('note')).getByRole('button', { name: PLAY_FIX_LABELS.signIn })).toBeTruthy();
  });

  it('live, bought, but streaming on as many devices as the account may: which ones, each with its stop', async () => {
    const streams = [{ id: 's1', deviceName: 'Firefox on Windows', playing: 'STAT PPV', lastSeenAt: 1 }];
    renderPpvPage('live', WATCHING, {
      'GET /api/channel/canplay/ppv': refused(ERROR_CODES.playbackTooManyStreams, API_MESSAGES.playbackTooManyStreams, { kind: 'stopAStream', streams }),
    });
    expect(await screen.findByRole('button', { name: PLAY_FIX_LABELS.streams.stop('Firefox on Windows') })).toBeTruthy();
    expect(screen.queryByRole('link', { name: PPV_CHANNEL_LABELS.watchLive })).toBeNull();
  });

  it('after the broadcast, asks about the replay title, and offers it once the server says this viewer may watch', async () => {
    const { fetchMock } = renderPpvPage('post', WATCHING, {
      [`GET /api/title/canplay/title/${testPpvEvent.replayTitleId}`]: () => answer({ canPlay: true, entitlement: 'SUBSCRIBER' }),
    });
    const watchReplay = await screen.findByRole('link', { name: PPV_CHANNEL_LABELS.watchReplay });
    expect(watchReplay.getAttribute('href')).toBe(`/play/${testPpvEvent.replayTitleId}`);
    expect(screen.queryByRole('note')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('channel/canplay'))).toBe(false);
  });
});
