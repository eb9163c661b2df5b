import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LABELS } from '@stat/contracts';
import { PasswordInput } from './password-input.tsx';

afterEach(cleanup);

describe('PasswordInput', () => {
  it('toggles between hidden and shown with SHOW / HIDE and their accessible labels', async () => {
    render(<PasswordInput name="password" label="Password" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: LABELS.showPassword });
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle.textContent).toBe(LABELS.passwordShow);

    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.textContent).toBe(LABELS.passwordHide);
    expect(screen.getByRole('button', { name: LABELS.hidePassword })).toBe(toggle);

    await userEvent.click(toggle);
    expect(input.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-label')).toBe(LABELS.showPassword);
  });

  it('ties helper text and the alert error to the field and marks it required', () => {
    render(<PasswordInput name="password" label="Password" helperText="8 or more" error="Too short" required />);
    const input = screen.getByLabelText('Password');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Too short');
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy).toContain(alert.id);
    expect(describedBy).toContain(screen.getByText('8 or more').id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
  });

  it('adds what else describes the field to its own helper and error', () => {
    render(
      <>
        <PasswordInput name="password" label="Password" helperText="8 or more" aria-describedby="rules" />
        <p id="rules">Rules</p>
      </>,
    );
    const describedBy = screen.getByLabelText('Password').getAttribute('aria-describedby')?.split(' ');
    expect(describedBy).toEqual([screen.getByText('8 or more').id, 'rules']);
  });
});
