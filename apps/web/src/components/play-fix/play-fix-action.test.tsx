import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EDIT_BILLING_HASH, LABELS, PLAY_FIX_LABELS, VIEWING_RESTRICTIONS_SECTION_ID, type PlayFix } from '@stat/contracts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { fixExplanation, PlayFixAction, type PlayFixActions } from './play-fix-action.tsx';

const actions = (over: Partial<PlayFixActions> = {}): PlayFixActions => ({ onSignIn: vi.fn(), onFinishSetUp: vi.fn(), onUpsell: vi.fn(), onSubscribe: vi.fn(), onStopStream: vi.fn(async () => undefined), ...over });

afterEach(cleanup);

describe('PlayFixAction: each fix, its way out', () => {
  it('subscribes to the plan the server named: a first subscription, then a lapsed one', () => {
    const ways = actions();
    const fix: PlayFix = { kind: 'subscribe', target: 'continuePurchase', productCode: 'STAT_ESSENTIAL_MONTHLY', planSummary: 'Essential, $9.99 a month', lapsed: false };
    renderWithProviders(<PlayFixAction fix={fix} actions={ways} />);
    fireEvent.click(screen.getByRole('button', { name: PLAY_FIX_LABELS.subscribe('Essential, $9.99 a month') }));
    expect(ways.onSubscribe).toHaveBeenCalledWith('STAT_ESSENTIAL_MONTHLY');
    cleanup();
    renderWithProviders(<PlayFixAction fix={{ ...fix, lapsed: true }} actions={ways} />);
    expect(screen.getByRole('button', { name: PLAY_FIX_LABELS.resubscribe('Essential, $9.99 a month') })).toBeTruthy();
  });

  it('offers nothing where the variant has no such way (no upsell on ott, no plans on stat)', () => {
    const { container } = renderWithProviders(<PlayFixAction fix={{ kind: 'upsell' }} actions={actions({ onUpsell: null })} />);
    expect(container.textContent).toBe('');
  });

  it('links a failed payment to Edit billing, and a rating to the Viewing Restrictions section', () => {
    renderWithProviders(<PlayFixAction fix={{ kind: 'editBilling', target: 'settings' }} actions={actions()} />);
    expect(screen.getByRole('link', { name: PLAY_FIX_LABELS.editBilling }).getAttribute('href')).toBe(`/settings#${EDIT_BILLING_HASH}`);
    cleanup();
    renderWithProviders(<PlayFixAction fix={{ kind: 'restrictions', target: 'settings', rating: 'R', limit: 'PG-13', changedBy: 'primary' }} actions={actions()} />);
    expect(screen.getByRole('link', { name: LABELS.viewingRestrictions }).getAttribute('href')).toBe(`/settings#${VIEWING_RESTRICTIONS_SECTION_ID}`);
  });

  it('lists the account’s other streams, each with its stop button, and says when a stop failed', async () => {
    const onStopStream = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const streams = [
      { id: 's1', deviceName: 'Firefox on Windows', playing: 'A film', lastSeenAt: 1 },
      { id: 's2', deviceName: 'Chrome on macOS', playing: 'STAT East', lastSeenAt: 2 },
    ];
    renderWithProviders(<PlayFixAction fix={{ kind: 'stopAStream', streams }} actions={actions({ onStopStream })} />);
    expect(screen.getByText(PLAY_FIX_LABELS.streams.playing('Chrome on macOS', 'STAT East'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: PLAY_FIX_LABELS.streams.stop('Firefox on Windows') }));
    expect(onStopStream).toHaveBeenCalledWith('s1');
    expect((await screen.findByRole('alert')).textContent).toBe(PLAY_FIX_LABELS.streams.stopFailed);
    fireEvent.click(screen.getByRole('button', { name: PLAY_FIX_LABELS.streams.stop('Firefox on Windows') }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('explains a rating refusal: the rating, the limit, and who may change it', () => {
    const R = PLAY_FIX_LABELS.restrictions;
    const fix = (changedBy: 'you' | 'primary' | 'provider'): PlayFix => ({ kind: 'restrictions', target: 'settings', rating: 'TV-MA', limit: 'TV-14', changedBy });
    expect(fixExplanation(fix('you'))).toEqual([R.rated('TV-MA', 'TV-14'), R.byYou]);
    expect(fixExplanation(fix('primary'))[1]).toBe(R.byPrimary);
    expect(fixExplanation(fix('provider'))[1]).toBe(R.byProvider);
    expect(fixExplanation({ kind: 'signIn' })).toEqual([]);
  });
});
