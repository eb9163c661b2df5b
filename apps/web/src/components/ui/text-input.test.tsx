import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox.tsx';
import { TextInput } from './text-input.tsx';

afterEach(cleanup);

describe('TextInput', () => {
  it('shows a leading asterisk for required fields, announced through aria-required', () => {
    render(<TextInput name="email" label="Email" required />);
    const input = screen.getByLabelText('Email');
    const mark = screen.getByText('*');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(mark.compareDocumentPosition(screen.getByText('Email')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input.getAttribute('aria-required')).toBe('true');
  });

  it('renders the error as an alert under the field, described by it, and the payment key', () => {
    render(<TextInput name="zip" label="Zip" error="Bad zip" recurlyKey="postal_code" />);
    const input = screen.getByLabelText('Zip');
    expect(input.getAttribute('data-recurly')).toBe('postal_code');
    expect(input.getAttribute('name')).toBe('zip');
    const alert = screen.getByRole('alert');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(input.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no error state without an error', () => {
    render(<TextInput name="plain" label="Plain" />);
    const input = screen.getByLabelText('Plain');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Checkbox', () => {
  it('shows its string error as an alert tied to the box', () => {
    render(<Checkbox name="terms" label="I agree" error="You must agree." />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('You must agree.');
    expect(box.getAttribute('aria-describedby')).toBe(alert.id);
  });
});
