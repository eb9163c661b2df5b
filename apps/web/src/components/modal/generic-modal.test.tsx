import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LABELS, MESSAGES, serverUncaughtError } from '@stat/contracts';
import type { Modal } from '@stat/contracts';
import { installDialogPolyfill } from './dialog-test-polyfill.ts';
import { GenericModalHost } from './generic-modal-host.tsx';
import { openErrorModal, openModal, useModalStore } from './modal-store.ts';
import { ApiError } from '../../lib/api-error.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';

function LocationProbe() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderHost() {
  return renderWithProviders(
    <>
      <GenericModalHost />
      <LocationProbe />
    </>,
    { path: '/about' },
  );
}

function show(modal: Modal) {
  act(() => openModal(modal));
  return screen.getByRole('dialog');
}

beforeAll(installDialogPolyfill);
afterEach(() => {
  act(() => useModalStore.getState().closeModal());
  cleanup();
});

describe('GenericModal', () => {
  it('opens on mount as a modal dialog labelled by its title and marks the page modal-open', () => {
    renderHost();
    const dialog = show({ title: 'Hello', body: 'Body text', buttons: [{ label: 'ok' }] });
    expect(dialog).toHaveProperty('open', true);
    expect(screen.getByRole('dialog', { name: 'Hello' })).toBe(dialog);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.body.dataset.modalOpen).toBe('true');
    expect(screen.getByText('Body text')).toBeTruthy();
    act(() => useModalStore.getState().closeModal());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.dataset.modalOpen).toBeUndefined();
  });

  it('closes on Esc', async () => {
    renderHost();
    show({ title: 'Esc', buttons: [{ label: 'ok' }] });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useModalStore.getState().modal).toBeNull();
  });

  it('closes on a backdrop click but not on a click inside', () => {
    renderHost();
    const dialog = show({ title: 'Backdrop', body: 'Inside' });
    fireEvent.pointerDown(screen.getByText('Inside'));
    fireEvent.click(screen.getByText('Inside'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with the close icon', async () => {
    renderHost();
    show({ title: 'Icon' });
    await userEvent.click(screen.getByRole('button', { name: LABELS.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with requireConfirmation ignores Esc and the backdrop, hides the close icon, and closes on a button', async () => {
    renderHost();
    const dialog = show({ title: 'Confirm', buttons: [{ label: 'continue' }], requireConfirmation: true });
    expect(screen.queryByRole('button', { name: LABELS.close })).toBeNull();
    await userEvent.keyboard('{Escape}');
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog')).toHaveProperty('open', true);
    await userEvent.click(screen.getByRole('button', { name: 'continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('replaces the body with a loader while loading', () => {
    renderHost();
    show({ title: 'Busy', body: 'Hidden while loading', loading: true });
    expect(screen.queryByText('Hidden while loading')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(LABELS.loading);
  });

  it('shows primary then secondary buttons, focusing the first', () => {
    renderHost();
    show({ title: 'Buttons', buttons: [{ label: 'Cancel' }, { label: 'ok' }, { label: 'continue' }] });
    const buttons = screen.getAllByRole('button').filter((button) => button.hasAttribute('data-modal-action'));
    expect(buttons.map((button) => button.textContent)).toEqual(['ok', 'continue']);
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('closes and goes to the target route when a button with a target is pressed', async () => {
    renderHost();
    show({ title: 'Go', buttons: [{ label: 'parentalcontrols' }] });
    await userEvent.click(screen.getByRole('button', { name: LABELS.viewingRestrictions }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('path').textContent).toBe('/settings');
  });

  it('sends login to the login route', async () => {
    renderHost();
    show({ title: 'Sign in needed', buttons: [{ label: 'login' }] });
    await userEvent.click(screen.getByRole('button', { name: 'login' }));
    expect(screen.getByTestId('path').textContent).toBe('/login');
  });

  it('a new modal replaces the current one', () => {
    renderHost();
    show({ title: 'First' });
    show({ title: 'Second' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeTruthy();
    expect(document.body.dataset.modalOpen).toBe('true');
  });

  it('opens an API error with a default title, its body and its call labels', () => {
    renderHost();
    act(() => openErrorModal(new ApiError(serverUncaughtError(500, 'Internal Server Error'), 500)));
    const dialog = screen.getByRole('dialog', { name: LABELS.errorModalDefaultTitle });
    expect(dialog.textContent).toContain(MESSAGES.serverUncaught);
    expect(screen.getByRole('button', { name: MESSAGES.ok })).toBeTruthy();
  });
});
