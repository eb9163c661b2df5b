import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_RESTRICTIONS_LABELS as L, clientUncaughtError } from '@stat/contracts';
import type { HouseholdRestrictions, ProfileRestrictions } from '@stat/contracts';
import { api } from '../../lib/api-client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { hideSettingsNotification, useSettingsNotice } from '../../stores/settings-notification.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { RestrictionsSettings } from './restrictions-settings.tsx';

function profile(fields: Partial<ProfileRestrictions> & Pick<ProfileRestrictions, 'tveUserId' | 'accountType'>): ProfileRestrictions {
  return {
    movie: 'MOVIE_NR',
    tv: 'TV_NR',
    defaultMovie: 'MOVIE_NR',
    defaultTv: 'TV_NR',
    display: { movie: 'Unrestricted', tv: 'Unrestricted' },
    canEdit: false,
    name: null,
    ...fields,
  };
}

const PRIMARY = profile({ tveUserId: 'p-1', accountType: 'primary', canEdit: true, name: 'parent' });
const KID = profile({ tveUserId: 's-1', accountType: 'sub', name: 'kid', tv: 'TV_PG', display: { movie: 'Unrestricted', tv: 'TV-PG' } });

function renderSettings(household: HouseholdRestrictions, withSubDefaults = true) {
  vi.spyOn(api, 'get').mockResolvedValue(household);
  const onSaved = vi.fn(() => Promise.resolve());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  renderWithProviders(<RestrictionsSettings withSubDefaults={withSubDefaults} onSaved={onSaved} />, { queryClient });
  return { onSaved, queryClient };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  act(() => hideSettingsNotification());
});

/** The notification's text, read through the store the page's SettingsNotification shows. */
function NoticeProbe() {
  return <p data-testid="notice">{useSettingsNotice()?.text}</p>;
}

describe('RestrictionsSettings', () => {
  it("lets a primary set a sub's limits: PUT user/pc/{id} with the sub's type and unrestricted defaults, confirmed and refreshed", async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({ ...KID, tv: 'TV_Y' });
    const { onSaved } = renderSettings({ primary: PRIMARY, subs: [KID] });
    renderWithProviders(<NoticeProbe />);
    const kid = await screen.findByRole('form', { name: 'kid' });
    expect((within(kid).getByRole('combobox', { name: L.tv }) as HTMLSelectElement).value).toBe('TV_PG');
    // The sub's card has no defaults of its own; the primary's has the household's.
    expect(within(kid).queryByRole('group', { name: L.subDefaultsHeading })).toBeNull();
    expect(within(screen.getByRole('form', { name: L.yourAccount })).getByRole('group', { name: L.subDefaultsHeading })).toBeTruthy();

    await userEvent.selectOptions(within(kid).getByRole('combobox', { name: L.tv }), 'TV-Y');
    await userEvent.click(within(kid).getByRole('button', { name: L.save }));
    expect(put).toHaveBeenCalledWith('user/pc/s-1', { movie: 'MOVIE_NR', tv: 'TV_Y', defaultMovie: 'MOVIE_NR', defaultTv: 'TV_NR', typeOfAccount: 'sub' });
    expect(onSaved).toHaveBeenCalledOnce();
    expect(screen.getByTestId('notice').textContent).toBe(L.saved('kid'));
  });

  it("saves the primary's own limits and the sub defaults through PUT user/pc", async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue(PRIMARY);
    renderSettings({ primary: PRIMARY, subs: [] });
    const own = await screen.findByRole('form', { name: L.yourAccount });
    expect(screen.getByText(L.noSubs)).toBeTruthy();
    await userEvent.selectOptions(within(own).getByRole('combobox', { name: L.movie }), 'R');
    await userEvent.selectOptions(within(own).getByRole('combobox', { name: L.defaultTv }), 'TV-G');
    await userEvent.click(within(own).getByRole('button', { name: L.save }));
    expect(put).toHaveBeenCalledWith('user/pc', { movie: 'MOVIE_R', tv: 'TV_NR', defaultMovie: 'MOVIE_NR', defaultTv: 'TV_G', typeOfAccount: 'primary' });
  });

  it('shows a sub its own limits with their labels and who can change them, and nothing to change', async () => {
    const put = vi.spyOn(api, 'put');
    renderSettings({ primary: null, subs: [KID] });
    expect(await screen.findByRole('heading', { name: L.yourAccount })).toBeTruthy();
    expect(screen.getByText('TV-PG')).toBeTruthy();
    expect(screen.getByText(L.subCannotChange)).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: L.save })).toBeNull();
    expect(put).not.toHaveBeenCalled();
  });

  it('tells a primary whose provider offers no controls so', async () => {
    renderSettings({ primary: null, subs: [] });
    expect(await screen.findByText(L.notOffered)).toBeTruthy();
  });

  it('says a failed save in the card, marked as shown in place (no generic modal), and refreshes nothing', async () => {
    vi.spyOn(api, 'put').mockRejectedValue(new ApiError(clientUncaughtError('boom')));
    const { onSaved, queryClient } = renderSettings({ primary: PRIMARY, subs: [KID] });
    const kid = await screen.findByRole('form', { name: 'kid' });
    await userEvent.click(within(kid).getByRole('button', { name: L.save }));
    expect(within(kid).getByRole('alert').textContent).toBe(L.saveFailed);
    expect(onSaved).not.toHaveBeenCalled();
    // The app's query client opens the generic modal for a failed call unless it says this.
    expect(queryClient.getMutationCache().getAll().map((mutation) => mutation.meta)).toEqual([{ errorShownInPlace: true }]);
  });
});
