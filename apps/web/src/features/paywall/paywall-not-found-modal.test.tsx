import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installDialogPolyfill } from '../../components/modal/dialog-test-polyfill.ts';
import { PaywallNotFoundModal } from './paywall-not-found-modal.tsx';

beforeAll(installDialogPolyfill);
afterEach(cleanup);

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Continue
      </button>
      {open && <PaywallNotFoundModal onClose={() => setOpen(false)} />}
    </>
  );
}

async function openModal() {
  render(<Opener />);
  const opener = screen.getByRole('button', { name: 'Continue' });
  await userEvent.click(opener);
  return opener;
}

describe('PaywallNotFoundModal', () => {
  it('is the section 8 modal: its title, its text with the typographic apostrophe, and OK, focused', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: 'An Error Occurred' });
    expect(dialog.textContent).toContain('It looks like we’re having some trouble contacting our server, please try again later.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
  });

  it('closes on OK and gives focus back to what had it', async () => {
    const opener = await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Esc, by keyboard alone', async () => {
    const opener = await openModal();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
