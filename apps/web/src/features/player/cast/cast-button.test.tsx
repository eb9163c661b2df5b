import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAST_LABELS } from '@stat/contracts';
import type { CastStandInOptions, CastStandInRecord } from '../../../testing/cast-framework-stand-in.ts';
import { pretendChrome } from '../../../testing/cast-test-browser.ts';
import { testEpisode } from './cast-test-titles.ts';

// The button's store and the session live in module state: fresh modules for each test.
async function renderButton(library: Partial<CastStandInOptions> | 'fails' = {}) {
  undo = pretendChrome(library);
  vi.resetModules();
  const { CastButton } = await import('./cast-button.tsx');
  const { useCastStore } = await import('./cast-store.ts');
  const onCasting = vi.fn();
  const media = vi.fn(() => ({ title: testEpisode, contentUrl: '/m.mpd', licenseUrl: '/l', startTime: 42 }));
  render(<CastButton media={media} onCasting={onCasting} />);
  return { onCasting, media, state: () => useCastStore.getState() };
}

const standIn = () => (window as unknown as { __castStandIn: CastStandInRecord }).__castStandIn;

let undo = () => {};
afterEach(() => {
  cleanup();
  undo();
});

describe('CastButton', () => {
  it('casts what plays now to the picked device, then tells the player; pressed again, stops casting', async () => {
    const user = userEvent.setup();
    const { onCasting, media, state } = await renderButton();
    const button = await screen.findByRole('button', { name: CAST_LABELS.castToDevice });
    expect(media).not.toHaveBeenCalled();
    await user.click(button);
    await waitFor(() => expect(onCasting).toHaveBeenCalledTimes(1));
    expect(standIn().loads[0]).toMatchObject({ currentTime: 42, media: { contentId: '7' } });
    expect(state()).toMatchObject({ minimized: true, casting: { deviceName: 'Living Room TV' } });
    const stop = screen.getByRole('button', { name: CAST_LABELS.stopCastingTo('Living Room TV') });
    await user.click(stop);
    expect(standIn().commands).toEqual(['endSession']);
    expect(await screen.findByRole('button', { name: CAST_LABELS.castToDevice })).toBeTruthy();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const { onCasting } = await renderButton();
    await screen.findByRole('button', { name: CAST_LABELS.castToDevice });
    await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onCasting).toHaveBeenCalledTimes(1));
  });

  it('says it is connecting while the device connects, and ignores presses meanwhile', async () => {
    const user = userEvent.setup();
    await renderButton({ connectDelayMs: 200 });
    await user.click(await screen.findByRole('button', { name: CAST_LABELS.castToDevice }));
    const connecting = screen.getByRole('button', { name: CAST_LABELS.connecting });
    expect(connecting.getAttribute('aria-disabled')).toBe('true');
    await user.click(connecting);
    expect(standIn().sessionRequests).toBe(1);
    // Generous: a loaded machine runs several test files at once.
    await screen.findByRole('button', { name: CAST_LABELS.stopCastingTo('Living Room TV') }, { timeout: 5_000 });
  });

  it('leaves local playback alone when the viewer dismisses the picker', async () => {
    const user = userEvent.setup();
    const { onCasting, state } = await renderButton({ deviceName: null });
    await user.click(await screen.findByRole('button', { name: CAST_LABELS.castToDevice }));
    await act(() => Promise.resolve());
    expect(onCasting).not.toHaveBeenCalled();
    expect(state().session).toBe('idle');
  });

  it('is not there while the library loads, when it is unavailable, or when no device is around', async () => {
    const failed = await renderButton('fails');
    await waitFor(() => expect(failed.state().availability).toBe('unavailable'));
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    undo();
    const alone = await renderButton({ devicesFound: false });
    expect(screen.queryByRole('button')).toBeNull();
    await waitFor(() => expect(alone.state().availability).toBe('available'));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
