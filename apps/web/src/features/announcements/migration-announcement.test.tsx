import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LABELS, homeModalResponseSchema } from '@stat/contracts';
import type { HomeModalResponse } from '@stat/contracts';
import { installDialogPolyfill } from '../../components/modal/dialog-test-polyfill.ts';
import { api } from '../../lib/api-client.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { MigrationAnnouncement } from './migration-announcement.tsx';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';

const flags = vi.hoisted(() => ({ statMigrationEnabled: true, ready: Promise.resolve() }));
vi.mock('../../lib/flags.ts', () => ({
  getFlag: (key: 'statMigrationEnabled') => flags[key],
  whenFlagsReady: () => flags.ready,
}));
const device = vi.hoisted(() => ({ mobile: false }));
vi.mock('../../lib/device.ts', () => ({ useIsMobile: () => device.mobile }));

const answer: HomeModalResponse = homeModalResponseSchema.parse({
  modal: {
    content: {
      headline: 'STAT is moving to a new home',
      headlineShort: 'STAT is moving',
      body: 'The full story of the move.',
      bodyShort: 'The move, briefly.',
      flag: 'Coming soon: the new STAT app',
      flagShort: 'New app',
      buttons: [
        { label: 'Learn More', route: 'about' },
        { label: 'Read the FAQ', href: 'https://help.test/new-app' },
      ],
    },
    images: [
      { width: 1920, url: '/media/migration-print-1920.svg' },
      { width: 1920, url: '/media/migration-web-1920.svg' },
      { width: 768, url: '/media/migration-web-768.svg' },
    ],
    logoUrl: null,
    videoData: null,
    biMetadata: { siteSection: 'home', subSections: [] },
  },
});

function Path() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderAnnouncement({ onPlayRoute = false } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <>
      <MigrationAnnouncement onPlayRoute={onPlayRoute} />
      <Path />
    </>,
    { queryClient },
  );
}

const findDialog = (name: string) => screen.findByRole('dialog', { name });
/** Lets the flag wait (a frame, a timeout, the start promise) and the query settle. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

let get: ReturnType<typeof vi.spyOn>;
beforeAll(installDialogPolyfill);
beforeEach(() => {
  flags.statMigrationEnabled = true;
  flags.ready = Promise.resolve();
  device.mobile = false;
  sessionStorage.clear();
  get = vi.spyOn(api, 'get').mockResolvedValue(answer);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('MigrationAnnouncement', () => {
  it('on desktop shows the full texts, the buttons and the web images in a picture', async () => {
    renderAnnouncement();
    const dialog = await findDialog('STAT is moving to a new home');
    expect(get).toHaveBeenCalledWith('home-modal');
    expect(within(dialog).getByText('The full story of the move.')).toBeTruthy();
    expect(within(dialog).getByText('Coming soon: the new STAT app')).toBeTruthy();
    const source = dialog.querySelector('picture source');
    expect(source?.getAttribute('media')).toBe('(min-width: 680px)');
    expect(source?.getAttribute('srcset')).toBe('/media/migration-web-1920.svg');
    const image = dialog.querySelector('picture img');
    expect(image?.getAttribute('src')).toBe('/media/migration-web-768.svg');
    expect(image?.getAttribute('alt')).toBe('');
    expect(document.activeElement).toBe(within(dialog).getByRole('link', { name: 'Learn More' }));
  });

  it('on mobile shows the short texts', async () => {
    device.mobile = true;
    renderAnnouncement();
    const dialog = await findDialog('STAT is moving');
    expect(within(dialog).getByText('The move, briefly.')).toBeTruthy();
    expect(within(dialog).getByText('New app')).toBeTruthy();
    expect(within(dialog).queryByText('The full story of the move.')).toBeNull();
  });

  it('appears when the flag turns on once the flag client is ready', async () => {
    flags.statMigrationEnabled = false;
    let ready!: () => void;
    flags.ready = new Promise((resolve) => (ready = resolve));
    renderAnnouncement();
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(get).not.toHaveBeenCalled();
    flags.statMigrationEnabled = true;
    await act(async () => ready());
    expect(await findDialog('STAT is moving to a new home')).toBeTruthy();
  });

  it('stays away while the flag is off, without asking for the modal', async () => {
    flags.statMigrationEnabled = false;
    renderAnnouncement();
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });

  it('stays away when there is no modal, or the call fails', async () => {
    get.mockResolvedValue({ modal: null });
    renderAnnouncement();
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    get.mockRejectedValue(new Error('offline'));
    renderAnnouncement();
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never shows on a play route', async () => {
    renderAnnouncement({ onPlayRoute: true });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('dismissed with the close icon, it stays away for the rest of the session', async () => {
    renderAnnouncement();
    const dialog = await findDialog('STAT is moving to a new home');
    await userEvent.click(within(dialog).getByRole('button', { name: LABELS.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.migrationModalClosed)).toBe('true');
    cleanup();
    renderAnnouncement();
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Esc dismisses it', async () => {
    renderAnnouncement();
    await findDialog('STAT is moving to a new home');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.migrationModalClosed)).toBe('true');
  });

  it('an internal button navigates and dismisses', async () => {
    renderAnnouncement();
    const dialog = await findDialog('STAT is moving to a new home');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Learn More' }));
    expect(screen.getByTestId('path').textContent).toBe('/about');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.migrationModalClosed)).toBe('true');
  });

  it('an external button opens a new tab without opener access, says so, and dismisses', async () => {
    renderAnnouncement();
    const dialog = await findDialog('STAT is moving to a new home');
    const link = within(dialog).getByRole('link', { name: /^Read the FAQ/ });
    expect(link.textContent).toBe(`Read the FAQ ${LABELS.opensInNewTab}`);
    expect(link.getAttribute('href')).toBe('https://help.test/new-app');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
