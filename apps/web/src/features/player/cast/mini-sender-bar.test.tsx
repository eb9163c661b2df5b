import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAST_LABELS } from '@stat/contracts';
import type { CastStandInRecord } from '../../../testing/cast-framework-stand-in.ts';
import { castingTitleInfo } from './casting-title-info.ts';
import { pretendChrome } from '../../../testing/cast-test-browser.ts';
import { testEpisode } from './cast-test-titles.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';

function Location() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

/** A session casting the test episode, and the bar rendered as the layout would, on /about. */
async function castingEpisode() {
  undo = pretendChrome();
  vi.resetModules();
  const session = await import('./cast-session.ts');
  const { useCastStore } = await import('./cast-store.ts');
  const { MiniSenderBar } = await import('./mini-sender-bar.tsx');
  await session.initialiseCast();
  await session.requestSession();
  const info = castingTitleInfo(testEpisode, 'Living Room TV');
  await session.loadMedia({ contentUrl: '/m.mpd', licenseUrl: '/l', info, startTime: 0 });
  renderWithProviders(
    <>
      <MiniSenderBar />
      <Location />
    </>,
    { path: '/about' },
  );
  return { state: () => useCastStore.getState() };
}

const bar = () => screen.queryByRole('region', { name: CAST_LABELS.miniSender });
const standIn = () => (window as unknown as { __castStandIn: CastStandInRecord }).__castStandIn;

let undo = () => {};
afterEach(() => {
  cleanup();
  undo();
});

describe('MiniSenderBar', () => {
  it('shows what is cast, its episode and the device', async () => {
    await castingEpisode();
    const region = within(bar()!);
    const open = region.getByRole('link', { name: /The Quiet Ministry/ });
    expect(open.textContent).toBe(`The Quiet MinistryS1 E3 · The Vote${CAST_LABELS.playingOn('Living Room TV')}`);
    expect(open.getAttribute('title')).toBe(CAST_LABELS.openPlayer('The Quiet Ministry'));
    expect(open.querySelector('img')?.getAttribute('src')).toBe('/api/art/7/playlistListDisplay-711.webp');
  });

  it('maximizes the sender and opens the play route of the title being cast', async () => {
    const user = userEvent.setup();
    const { state } = await castingEpisode();
    await user.click(within(bar()!).getByRole('link'));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/play/7');
    expect(state().minimized).toBe(false);
    expect(bar()).toBeNull();
  });

  it('pauses and plays the receiver, from the keyboard too', async () => {
    const user = userEvent.setup();
    await castingEpisode();
    await user.click(screen.getByRole('button', { name: CAST_LABELS.pause }));
    const play = await screen.findByRole('button', { name: CAST_LABELS.play });
    play.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: CAST_LABELS.pause });
    expect(standIn().commands).toEqual(['playOrPause', 'playOrPause']);
  });

  it('stops casting, and goes', async () => {
    const user = userEvent.setup();
    const { state } = await castingEpisode();
    await user.click(screen.getByRole('button', { name: CAST_LABELS.stop }));
    await waitFor(() => expect(bar()).toBeNull());
    expect(state().session).toBe('idle');
  });

  it('is not there while the sender is maximized, nor once the title has ended on the TV', async () => {
    const { state } = await castingEpisode();
    state().maximize();
    await waitFor(() => expect(bar()).toBeNull());
    state().minimize();
    await waitFor(() => expect(bar()).not.toBeNull());
    standIn().receiver.finish();
    await waitFor(() => expect(bar()).toBeNull());
    state().minimize();
    expect(state().minimized).toBe(false);
  });
});
