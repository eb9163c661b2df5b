import type { RecurlyError } from './recurly-types.ts';

/**
 * Why a card could not be tokenised or PayPal did not answer: the gateway's code and message
 * (Recurly's, or the embedded gateway's), and the fields at fault when it names them. What
 * CardFields' tokenize rejects with and PayPalButton's onError gets.
 */
export class PaymentFieldsError extends Error {
  readonly code: string;
  readonly fields: readonly string[];

  constructor(code: string, message: string, fields: readonly string[] = []) {
    super(message);
    this.name = 'PaymentFieldsError';
    this.code = code;
    this.fields = fields;
  }

  static from(error: RecurlyError): PaymentFieldsError {
    return new PaymentFieldsError(error.code, error.message, error.fields ?? []);
  }
}
