import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, PARENTAL_CONTROLS_LABELS, clientUncaughtError, providerDataSchema } from '@stat/contracts';
import type { ProviderAccountType, ProviderData } from '@stat/contracts';
import { installDialogPolyfill } from '../../components/modal/dialog-test-polyfill.ts';
import { useModalStore } from '../../components/modal/modal-store.ts';
import { api } from '../../lib/api-client.ts';
import { testUser } from '../../testing/fixtures.ts';
import { ParentalControlsFlow } from './parental-controls-flow.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';

const L = PARENTAL_CONTROLS_LABELS;

function provider(accountType: ProviderAccountType): ProviderData {
  return providerDataSchema.parse({
    id: 101,
    mso: 'NORTHWIND',
    logInText: 'Northwind Cable',
    registration: { primary: [], sub: [] },
    accountType,
    parentalControls: 'SHOWTIME',
    partitionedForms: false,
    platforms: { activate: [] },
    logOutLink: null,
    externalLogout: false,
    upsellTemplate: null,
  });
}

const saved = {
  tveUserId: 'user-1',
  accountType: 'primary',
  movie: 'MOVIE_PG_13',
  tv: 'TV_14',
  defaultMovie: 'MOVIE_NR',
  defaultTv: 'TV_NR',
  display: { movie: 'PG-13', tv: 'TV-14' },
  canEdit: true,
};

function renderFlow(accountType: ProviderAccountType = 'primarySub') {
  const onDone = vi.fn();
  const onSaved = vi.fn(() => Promise.resolve());
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderWithProviders(<ParentalControlsFlow user={testUser()} provider={provider(accountType)} onSaved={onSaved} onDone={onDone} />, {
    queryClient,
  });
  return { onDone, onSaved };
}

async function openForm() {
  await userEvent.click(screen.getByRole('button', { name: L.ok }));
  return screen.getByRole('dialog', { name: L.formTitle });
}

beforeAll(installDialogPolyfill);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  act(() => useModalStore.getState().closeModal());
});

describe('ParentalControlsFlow', () => {
  it('prompts first, focusing Ok; No Thanks ends the flow without saving', async () => {
    const put = vi.spyOn(api, 'put');
    const { onDone } = renderFlow();
    const prompt = screen.getByRole('dialog', { name: L.promptTitle });
    expect(within(prompt).getByText(L.promptBody)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: L.ok }));
    await userEvent.click(screen.getByRole('button', { name: L.noThanks }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(put).not.toHaveBeenCalled();
  });

  it('Ok opens the form, unrestricted at first; Enable Controls sends the chosen limits and the sub-account defaults', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue(saved);
    const { onDone, onSaved } = renderFlow('primarySub');
    const form = await openForm();
    expect(screen.queryByRole('dialog', { name: L.promptTitle })).toBeNull();
    const movie = within(form).getByRole('combobox', { name: L.movie });
    expect(document.activeElement).toBe(movie);
    expect((movie as HTMLSelectElement).value).toBe('MOVIE_NR');
    expect((within(form).getByRole('combobox', { name: L.tv }) as HTMLSelectElement).value).toBe('TV_NR');
    expect(within(form).getByRole('group', { name: L.subDefaultsHeading })).toBeTruthy();

    await userEvent.selectOptions(movie, 'PG-13');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: L.tv }), 'TV-14');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: L.defaultMovie }), 'PG');
    await userEvent.click(within(form).getByRole('button', { name: L.enable }));

    expect(put).toHaveBeenCalledWith('user/pc', {
      movie: 'MOVIE_PG_13',
      tv: 'TV_14',
      defaultMovie: 'MOVIE_PG',
      defaultTv: 'TV_NR',
      typeOfAccount: 'primary',
    });
    expect(onDone).toHaveBeenCalledOnce();
    expect(onSaved).toHaveBeenCalledOnce();
    expect(useModalStore.getState().modal).toBeNull();
  });

  it('offers no sub-account defaults under a primaryOnly provider and sends the unrestricted ones', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue(saved);
    renderFlow('primaryOnly');
    const form = await openForm();
    expect(within(form).queryByRole('group', { name: L.subDefaultsHeading })).toBeNull();
    expect(within(form).getAllByRole('combobox')).toHaveLength(2);
    await userEvent.click(within(form).getByRole('button', { name: L.enable }));
    expect(put).toHaveBeenCalledWith('user/pc', {
      movie: 'MOVIE_NR',
      tv: 'TV_NR',
      defaultMovie: 'MOVIE_NR',
      defaultTv: 'TV_NR',
      typeOfAccount: 'primary',
    });
  });

  it('Not Now ends the flow without saving', async () => {
    const put = vi.spyOn(api, 'put');
    const { onDone } = renderFlow();
    const form = await openForm();
    await userEvent.click(within(form).getByRole('button', { name: L.notNow }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(put).not.toHaveBeenCalled();
  });

  it('Esc on the form ends the flow', async () => {
    const { onDone } = renderFlow();
    await openForm();
    await userEvent.keyboard('{Escape}');
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('a failed save opens the generic modal with its own title and body and ends the flow', async () => {
    vi.spyOn(api, 'put').mockRejectedValue(new ApiError(clientUncaughtError('offline')));
    const { onDone } = renderFlow();
    const form = await openForm();
    await userEvent.click(within(form).getByRole('button', { name: L.enable }));
    expect(useModalStore.getState().modal).toMatchObject({
      title: MESSAGES.parentalControlsSaveFailedTitle,
      body: MESSAGES.parentalControlsSaveFailed,
    });
    expect(onDone).toHaveBeenCalledOnce();
  });
});
