import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_MESSAGES, ERROR_CODES, SETTINGS_MIGRATION_LABELS } from '@stat/contracts';
import { api } from '../../lib/api-client.ts';
import { SettingsNotification } from '../../components/settings-notification.tsx';
import { hideSettingsNotification } from '../../stores/settings-notification.ts';
import { errorOf } from '../../testing/field-error.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { testApiError } from '../../testing/fixtures.ts';
import { MigrationForm } from './migration-form.tsx';

const L = SETTINGS_MIGRATION_LABELS.form;
const EMAIL = 'vera@example.com';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  act(() => hideSettingsNotification());
});

const renderForm = () =>
  renderWithProviders(
    <>
      <MigrationForm defaultEmail={EMAIL} />
      <SettingsNotification />
    </>,
  );

describe('the migration form', () => {
  it('starts on a new account with the provider e-mail and asks the birth date only to create', async () => {
    const { user } = renderForm();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: L.create }).checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(L.email).value).toBe(EMAIL);
    expect(screen.getByLabelText(L.birthDate).getAttribute('type')).toBe('date');
    await user.click(screen.getByRole('radio', { name: L.link }));
    expect(screen.queryByLabelText(L.birthDate)).toBeNull();
    expect(screen.getByRole('button', { name: L.submitLink })).toBeTruthy();
  });

  it('checks the fields before anything is sent', async () => {
    const put = vi.spyOn(api, 'put');
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: L.submitCreate }));
    expect(errorOf(L.birthDate)).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
  });

  it('links by the password, and a refusal goes on the password field, focused', async () => {
    const put = vi.spyOn(api, 'put').mockRejectedValue(testApiError(ERROR_CODES.migrationCredentials, API_MESSAGES.migrationCredentials));
    const { user } = renderForm();
    await user.click(screen.getByRole('radio', { name: L.link }));
    await user.type(screen.getByLabelText(L.password), 'not-it-42');
    await user.click(screen.getByRole('button', { name: L.submitLink }));
    expect(put).toHaveBeenCalledWith('user/migrate', { action: 'link', email: EMAIL, password: 'not-it-42' });
    expect(errorOf(L.password)).toBe(API_MESSAGES.migrationCredentials);
    expect(document.activeElement).toBe(screen.getByLabelText(L.password));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('creates with the chosen password and birth date, then the settings notification confirms it', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({ email: EMAIL, created: true, copied: { myList: 2, resumePoints: 1, restrictions: true } });
    const { user } = renderForm();
    await user.type(screen.getByLabelText(L.password), 'moving-day-42');
    await user.type(screen.getByLabelText(L.birthDate), '1988-06-01');
    await user.click(screen.getByRole('button', { name: L.submitCreate }));
    expect(put).toHaveBeenCalledWith('user/migrate', { action: 'create', email: EMAIL, password: 'moving-day-42', birthDate: '1988-06-01' });
    expect(await screen.findByText(SETTINGS_MIGRATION_LABELS.done(EMAIL))).toBeTruthy();
  });
});
