/** card-rules.js's types for the server's program (browser/README.md says why it is JavaScript). */
export type CardBrandName = 'visa' | 'master' | 'american_express' | 'discover' | 'unknown';

export interface CardRules {
  digitsOf(text: string): string;
  brandOf(digits: string): CardBrandName;
  luhn(digits: string): boolean;
  numberValid(digits: string): boolean;
  maxNumberLength(digits: string): number;
  formatNumber(digits: string): string;
  monthValid(text: string): boolean;
  yearValid(text: string, now: Date): boolean;
  /** NaN for anything but 2 or 4 digits. */
  fullYear(text: string): number;
  expiryValid(month: string, year: string, now: Date): boolean;
  cvvLength(brand: CardBrandName): number;
  cvvValid(cvv: string, brand: CardBrandName): boolean;
}

export declare function cardRules(): CardRules;
