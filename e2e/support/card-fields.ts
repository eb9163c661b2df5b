import type { Page } from '@playwright/test';
import { PAYMENT_FIELD_LABELS } from '@stat/contracts';

/** Next year: a test card's expiry that is always in the future. */
export const NEXT_YEAR = String(new Date().getFullYear() + 1);

/** The README's test cards. */
export const TEST_CARDS = { visa: '4111111111111111', mastercard: '5555555555554444', decline: '4000000000000002' };

/** Types a card into the gateway's own fields (its frames, in order: number, month, year, CVV); the card never enters our page. */
export async function typeCard(page: Page, number: string): Promise<void> {
  const field = (index: number, name: string) => page.frameLocator('iframe').nth(index).getByRole('textbox', { name });
  for (const [index, [name, text]] of (
    [
      [PAYMENT_FIELD_LABELS.number, number],
      [PAYMENT_FIELD_LABELS.month, '12'],
      [PAYMENT_FIELD_LABELS.year, NEXT_YEAR],
      [PAYMENT_FIELD_LABELS.cvv, '123'],
    ] as const
  ).entries()) {
    await field(index, name).fill(text);
  }
}
