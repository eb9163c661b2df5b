import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LABELS, API_MESSAGES, ERROR_CODES, LABELS } from '@stat/contracts';
import { api } from '../../lib/api-client.ts';
import { errorOf } from '../../testing/field-error.ts';
import { testApiError } from '../../testing/fixtures.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

const F = ACCOUNT_LABELS.forgotPassword;
const R = ACCOUNT_LABELS.resetPassword;
const SIGN_IN = '/api/account/login?returnpage=x';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Forgot password', () => {
  it('sends the e-mail, normalised, and says the same whether or not it has an account', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({});
    const { user } = renderWithProviders(<ForgotPasswordForm signInHref={SIGN_IN} />);
    await user.type(screen.getByLabelText(F.email), ' Viewer@Example.test');
    await user.click(screen.getByRole('button', { name: F.submit }));
    expect(post).toHaveBeenCalledWith('user/resetpassword', { email: 'viewer@example.test' });
    const sent = screen.getByRole('status');
    expect(sent.textContent).toBe(F.sent('viewer@example.test'));
    expect(document.activeElement).toBe(sent);
    expect(screen.getByRole('link', { name: F.backToSignIn }).getAttribute('href')).toBe(SIGN_IN);
  });

  it('shows a refusal (too many requests) above the field', async () => {
    vi.spyOn(api, 'post').mockRejectedValue(testApiError(ERROR_CODES.accountTooManyAttempts, API_MESSAGES.accountTooManyAttempts));
    const { user } = renderWithProviders(<ForgotPasswordForm signInHref={SIGN_IN} />);
    await user.type(screen.getByLabelText(F.email), 'viewer@example.test');
    await user.click(screen.getByRole('button', { name: F.submit }));
    expect(screen.getByRole('alert').textContent).toBe(API_MESSAGES.accountTooManyAttempts);
  });
});

describe('Reset password', () => {
  const renderReset = (token: string | undefined) =>
    renderWithProviders(<ResetPasswordForm token={token} forgotPasswordHref="/forgot-password" signInHref={SIGN_IN} />);

  it('a link without a token is invalid, with a way to ask for a new one', () => {
    renderReset(undefined);
    expect(screen.getByRole('alert').textContent).toBe(R.invalidLink);
    expect(screen.getByRole('link', { name: R.askAgain }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText(R.newPassword)).toBeNull();
  });

  it('saves the new password with the token, then offers Sign In', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({});
    const { user } = renderReset('tok-1');
    await user.type(screen.getByLabelText(R.newPassword), 'short');
    await user.click(screen.getByRole('button', { name: R.submit }));
    expect(errorOf(R.newPassword)).toBe(ACCOUNT_LABELS.passwordRules.length);
    expect(put).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(R.newPassword), 'er2026x');
    await user.click(screen.getByRole('button', { name: R.submit }));
    expect(put).toHaveBeenCalledWith('user/resetpassword', { authToken: 'tok-1', newPassword: 'shorter2026x' });
    expect(screen.getByRole('status').textContent).toBe(R.done);
    expect(screen.getByRole('link', { name: LABELS.signIn }).getAttribute('href')).toBe(SIGN_IN);
  });

  it('a used or expired link says so; a refused password stays on the field', async () => {
    const put = vi.spyOn(api, 'put').mockRejectedValueOnce(testApiError(ERROR_CODES.passwordRejected, API_MESSAGES.passwordRejected));
    const { user } = renderReset('tok-2');
    await user.type(screen.getByLabelText(R.newPassword), 'sunset42river');
    await user.click(screen.getByRole('button', { name: R.submit }));
    expect(errorOf(R.newPassword)).toBe(API_MESSAGES.passwordRejected);

    put.mockRejectedValueOnce(testApiError(ERROR_CODES.resetTokenInvalid, API_MESSAGES.resetTokenInvalid));
    await user.click(screen.getByRole('button', { name: R.submit }));
    const invalid = screen.getByRole('alert');
    expect(invalid.textContent).toBe(R.invalidLink);
    expect(document.activeElement).toBe(invalid);
    expect(screen.getByRole('link', { name: R.askAgain })).toBeTruthy();
  });
});
