import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SETTINGS_NOTIFICATION_MS } from '@stat/contracts';
import { hideSettingsNotification, showSettingsNotification } from '../stores/settings-notification.ts';
import { SettingsNotification } from './settings-notification.tsx';

afterEach(() => {
  cleanup();
  act(() => hideSettingsNotification());
  vi.useRealTimers();
});

describe('SettingsNotification', () => {
  it('shows one notice at a time: a second while one shows is ignored; it hides after 5 s', () => {
    vi.useFakeTimers();
    render(<SettingsNotification />);
    act(() => showSettingsNotification({ text: 'First' }));
    act(() => showSettingsNotification({ text: 'Second' }));
    expect(screen.getByRole('status').textContent).toBe('First');
    expect(screen.queryByText('Second')).toBeNull();
    act(() => vi.advanceTimersByTime(SETTINGS_NOTIFICATION_MS - 1));
    expect(screen.getByText('First')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('First')).toBeNull();
    act(() => showSettingsNotification({ text: 'Second' }));
    expect(screen.getByText('Second')).toBeTruthy();
  });

  it('a static notice stays until dismissed', async () => {
    render(<SettingsNotification />);
    act(() => showSettingsNotification({ text: 'Stays', static: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('Stays')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Stays')).toBeNull();
  });
});
