import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAST_LABELS, PLAYER_LABELS } from '@stat/contracts';
import type { CastStandInRecord } from '../../../testing/cast-framework-stand-in.ts';
import { castingTitleInfo } from './casting-title-info.ts';
import { pretendChrome } from '../../../testing/cast-test-browser.ts';
import { testEpisode } from './cast-test-titles.ts';

/** A session casting the test episode from 30 s, and the maximized sender over it. */
async function castingEpisode() {
  undo = pretendChrome();
  vi.resetModules();
  const session = await import('./cast-session.ts');
  const { useCastStore } = await import('./cast-store.ts');
  const { CastingView } = await import('./casting-view.tsx');
  await session.initialiseCast();
  await session.requestSession();
  await session.loadMedia({ contentUrl: '/m.mpd', licenseUrl: '/l', info: castingTitleInfo(testEpisode, 'Living Room TV'), startTime: 30 });
  useCastStore.getState().maximize();
  const onClose = vi.fn();
  render(<CastingView onClose={onClose} />);
  return { state: () => useCastStore.getState(), onClose };
}

const standIn = () => (window as unknown as { __castStandIn: CastStandInRecord }).__castStandIn;

let undo = () => {};
afterEach(() => {
  cleanup();
  undo();
});

describe('CastingView', () => {
  it('names the title, its episode and the device, with the receiver’s position', async () => {
    await castingEpisode();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The Quiet Ministry');
    expect(screen.getByText('S1 E3 · The Vote')).toBeTruthy();
    expect(screen.getByText(CAST_LABELS.playingOn('Living Room TV'))).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('slider', { name: PLAYER_LABELS.seek }).getAttribute('aria-valuetext')).toMatch(/^30 seconds of /));
  });

  it('seeks the receiver with the seek bar’s keys, and pauses it', async () => {
    const user = userEvent.setup();
    await castingEpisode();
    screen.getByRole('slider', { name: PLAYER_LABELS.seek }).focus();
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: CAST_LABELS.pause }));
    await screen.findByRole('button', { name: CAST_LABELS.play });
    expect(standIn().commands).toEqual(['seek:40', 'playOrPause']);
  });

  it('closes to the mini sender, and stops casting', async () => {
    const user = userEvent.setup();
    const { state, onClose } = await castingEpisode();
    await user.click(screen.getByRole('button', { name: PLAYER_LABELS.close }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(state().minimized).toBe(true);
    await user.click(screen.getByRole('button', { name: CAST_LABELS.stop }));
    await waitFor(() => expect(state().session).toBe('idle'));
  });
});
