import { screen } from '@testing-library/react';

/** Test-only: the alert under a field, found as assistive technology finds it (aria-describedby), or null. */
export function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const alert = ids.map((id) => document.getElementById(id)).find((element) => element?.getAttribute('role') === 'alert');
  return alert?.textContent ?? null;
}
