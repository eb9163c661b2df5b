import { describe, expect, it } from 'vitest';
import { PPV_PURCHASE_LABELS, ppvPurchaseSchema } from '@stat/contracts';
import { BROWSER_FORMAT } from '../../../lib/viewer-format.ts';
import { orderRows } from './order-rows.ts';

const L = PPV_PURCHASE_LABELS.order;

describe('orderRows', () => {
  it('writes each figure of the order in words', () => {
    // Noon UTC, so the day reads the same in every time zone the tests run in.
    const purchase = ppvPurchaseSchema.parse({
      productId: 'ppv-okafor-vukovic',
      amountInCents: 5999,
      billingType: 'BACON',
      created: Date.UTC(2026, 11, 4, 12),
      description: 'Okafor vs. Vukovic',
      eventDate: Date.UTC(2026, 11, 12, 12),
      orderNumber: '1001',
      paymentMethod: 'VISA X-1111 EXP 12/2030',
      transactionDate: Date.UTC(2026, 11, 4, 12),
      transactionType: 'purchase',
      tveUserId: 'u-1',
    });
    const rows = Object.fromEntries(orderRows(purchase, BROWSER_FORMAT));
    expect(rows[L.orderNumber]).toBe('1001');
    expect(rows[L.amount]).toBe('$59.99');
    expect(rows[L.eventDate]).toMatch(/December 12/);
    expect(rows[L.paymentMethod]).toBe('VISA X-1111 EXP 12/2030');
    expect(rows[L.transactionDate]).toBe('December 4, 2026');
  });
});
