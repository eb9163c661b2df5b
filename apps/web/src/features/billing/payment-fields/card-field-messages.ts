import { PAYMENT_FIELD_MESSAGES, type CardBrand, type CardField, type CardFieldState } from '@stat/contracts';

/** The security code's digits for a brand: four on American Express, three elsewhere. */
export function securityCodeDigits(brand: CardBrand | undefined): number {
  return brand === 'american_express' ? 4 : 3;
}

/**
 * The message under a card field, or null. A field says what is wrong once the viewer has left
 * it with something invalid in it, or, after they tried to pay, when it is still invalid or
 * empty; never while they are typing in it. `brand` is the number field's (the CVV's length).
 */
export function cardFieldMessage(field: CardField, state: CardFieldState | undefined, options: { submitted: boolean; brand: CardBrand | undefined }): string | null {
  if (!state || state.valid || state.focus) return null;
  if (state.empty && !options.submitted) return null;
  return fieldMessage(field, options.brand);
}

/** What a field asks for when it is wrong. */
export function fieldMessage(field: CardField, brand: CardBrand | undefined): string {
  return field === 'cvv' ? PAYMENT_FIELD_MESSAGES.cvv(securityCodeDigits(brand)) : PAYMENT_FIELD_MESSAGES[field];
}
