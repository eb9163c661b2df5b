/**
 * The card fields' rules: which brand a number is, whether it passes Luhn and its brand's length,
 * whether an expiry is a real month not yet past, how many digits the security code has.
 *
 * They run in two places: the field frames check as the viewer types, and the token route checks
 * again what the frames sent. The frames get this very function as its source text
 * (browser-scripts.ts), so it must stay self-contained: no imports, nothing from outside its body,
 * no TypeScript that leaves code behind (enums, parameter properties).
 */
export function cardRules() {
  type Brand = 'visa' | 'master' | 'american_express' | 'discover' | 'unknown';
  interface BrandRule {
    brand: Exclude<Brand, 'unknown'>;
    prefix: RegExp;
    lengths: number[];
    /** Digits per group as the number is shown. */
    groups: number[];
    cvv: number;
  }
  const FOUR_BY_FOUR = [4, 4, 4, 4, 3];
  const BRANDS: BrandRule[] = [
    { brand: 'american_express', prefix: /^3[47]/, lengths: [15], groups: [4, 6, 5], cvv: 4 },
    { brand: 'visa', prefix: /^4/, lengths: [13, 16, 19], groups: FOUR_BY_FOUR, cvv: 3 },
    // 51-55, and the 2-series 222100-272099.
    { brand: 'master', prefix: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16], groups: FOUR_BY_FOUR, cvv: 3 },
    { brand: 'discover', prefix: /^(6011|64[4-9]|65)/, lengths: [16, 19], groups: FOUR_BY_FOUR, cvv: 3 },
  ];
  /** How far ahead an expiry year may be. */
  const YEARS_AHEAD = 20;

  const ruleOf = (digits: string) => BRANDS.find((rule) => rule.prefix.test(digits));

  /** Luhn's check: every second digit from the right doubled, the sum a multiple of 10. */
  function luhn(digits: string): boolean {
    let sum = 0;
    for (let i = 0; i < digits.length; i += 1) {
      let digit = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return digits.length > 0 && sum % 10 === 0;
  }

  /** A 2-digit year is this century's; anything else but 4 digits is no year. */
  function fullYear(text: string): number {
    if (/^\d{2}$/.test(text)) return 2000 + Number(text);
    if (/^\d{4}$/.test(text)) return Number(text);
    return Number.NaN;
  }

  function monthValid(text: string): boolean {
    return /^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= 12;
  }

  function yearValid(text: string, now: Date): boolean {
    const year = fullYear(text);
    return year >= now.getFullYear() && year <= now.getFullYear() + YEARS_AHEAD;
  }

  function cvvLength(brand: Brand): number {
    return BRANDS.find((rule) => rule.brand === brand)?.cvv ?? 3;
  }

  return {
    /** What was typed, digits only. */
    digitsOf: (text: string) => text.replace(/\D/g, ''),
    brandOf: (digits: string): Brand => ruleOf(digits)?.brand ?? 'unknown',
    luhn,
    /** A known brand, one of its lengths, and Luhn. */
    numberValid(digits: string): boolean {
      const rule = ruleOf(digits);
      return Boolean(rule && rule.lengths.includes(digits.length) && luhn(digits));
    },
    /** The most digits a number of this brand may have (19 while the brand is unknown). */
    maxNumberLength: (digits: string) => Math.max(...(ruleOf(digits)?.lengths ?? [19])),
    /** The number in its brand's groups: 4111 1111 1111 1111, 3782 822463 10005. */
    formatNumber(digits: string): string {
      const groups = ruleOf(digits)?.groups ?? FOUR_BY_FOUR;
      const parts: string[] = [];
      let at = 0;
      for (const size of groups) {
        if (at >= digits.length) break;
        parts.push(digits.slice(at, at + size));
        at += size;
      }
      if (at < digits.length) parts.push(digits.slice(at));
      return parts.join(' ');
    },
    monthValid,
    yearValid,
    fullYear,
    /** A real month of a year not too far ahead, this month or later. */
    expiryValid(month: string, year: string, now: Date): boolean {
      if (!monthValid(month) || !yearValid(year, now)) return false;
      return fullYear(year) > now.getFullYear() || Number(month) >= now.getMonth() + 1;
    },
    cvvLength,
    cvvValid: (cvv: string, brand: Brand) => new RegExp(`^\\d{${cvvLength(brand)}}$`).test(cvv),
  };
}
export type CardRules = ReturnType<typeof cardRules>;
