import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PpvCreditNote } from './ppv-credit-note.tsx';

afterEach(cleanup);

describe('PpvCreditNote', () => {
  it('says how much was credited, to which card, when and why', () => {
    render(<PpvCreditNote credit={{ amountInCents: 7999, reason: 'main-event', creditedAt: Date.parse('2026-12-13T05:00:00Z'), paymentMethod: 'VISA X-1111' }} />);
    expect(screen.getByText(/credited to/).textContent).toBe('$79.99 credited to VISA X-1111 on Dec 13 — the stream failed during the main event');
  });

  it('names the prelims when only they were missed', () => {
    render(<PpvCreditNote credit={{ amountInCents: 2000, reason: 'prelims', creditedAt: Date.parse('2026-12-13T05:00:00Z'), paymentMethod: 'PayPal' }} />);
    expect(screen.getByText(/credited to/).textContent).toBe('$20.00 credited to PayPal on Dec 13 — the stream failed during the prelims');
  });

  it('shows nothing without a credit', () => {
    const { container } = render(<PpvCreditNote credit={null} />);
    expect(container.textContent).toBe('');
  });
});
