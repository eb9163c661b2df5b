// @ts-check

/**
 * The card fields' rules: which brand a number is, whether it passes Luhn and its brand's length,
 * whether an expiry is a real month not yet past, how many digits the security code has.
 *
 * They run in two places: the field frames check as the viewer types (the gateway sends this
 * file's text to them, browser-scripts.ts), and the token route imports it to check again what
 * the frames sent. So it is JavaScript with JSDoc types (browser/README.md), and self-contained:
 * no imports, nothing from outside the function.
 *
 * @typedef {'visa' | 'master' | 'american_express' | 'discover' | 'unknown'} Brand
 * @typedef {{ brand: Exclude<Brand, 'unknown'>, prefix: RegExp, lengths: number[], groups: number[], cvv: number }} BrandRule
 *   `groups`: digits per group as the number is shown
 */
export function cardRules() {
  const FOUR_BY_FOUR = [4, 4, 4, 4, 3];
  /** @type {BrandRule[]} */
  const BRANDS = [
    { brand: 'american_express', prefix: /^3[47]/, lengths: [15], groups: [4, 6, 5], cvv: 4 },
    { brand: 'visa', prefix: /^4/, lengths: [13, 16, 19], groups: FOUR_BY_FOUR, cvv: 3 },
    // 51-55, and the 2-series 222100-272099.
    { brand: 'master', prefix: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16], groups: FOUR_BY_FOUR, cvv: 3 },
    { brand: 'discover', prefix: /^(6011|64[4-9]|65)/, lengths: [16, 19], groups: FOUR_BY_FOUR, cvv: 3 },
  ];
  /** How far ahead an expiry year may be. */
  const YEARS_AHEAD = 20;

  /** @param {string} digits */
  const ruleOf = (digits) => BRANDS.find((rule) => rule.prefix.test(digits));

  /**
   * Luhn's check: every second digit from the right doubled, the sum a multiple of 10.
   * @param {string} digits
   */
  function luhn(digits) {
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

  /**
   * A 2-digit year is this century's; anything but 2 or 4 digits is no year (NaN).
   * @param {string} text
   */
  function fullYear(text) {
    if (/^\d{2}$/.test(text)) return 2000 + Number(text);
    if (/^\d{4}$/.test(text)) return Number(text);
    return Number.NaN;
  }

  /** @param {string} text */
  function monthValid(text) {
    return /^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= 12;
  }

  /**
   * @param {string} text
   * @param {Date} now
   */
  function yearValid(text, now) {
    const year = fullYear(text);
    return year >= now.getFullYear() && year <= now.getFullYear() + YEARS_AHEAD;
  }

  /** @param {Brand} brand */
  function cvvLength(brand) {
    return BRANDS.find((rule) => rule.brand === brand)?.cvv ?? 3;
  }

  return {
    /** What was typed, digits only. @param {string} text */
    digitsOf: (text) => text.replace(/\D/g, ''),
    /** @param {string} digits @returns {Brand} */
    brandOf: (digits) => ruleOf(digits)?.brand ?? 'unknown',
    luhn,
    /** A known brand, one of its lengths, and Luhn. @param {string} digits */
    numberValid(digits) {
      const rule = ruleOf(digits);
      return Boolean(rule && rule.lengths.includes(digits.length) && luhn(digits));
    },
    /** The most digits a number of this brand may have (19 while the brand is unknown). @param {string} digits */
    maxNumberLength: (digits) => Math.max(...(ruleOf(digits)?.lengths ?? [19])),
    /** The number in its brand's groups: 4111 1111 1111 1111, 3782 822463 10005. @param {string} digits */
    formatNumber(digits) {
      const groups = ruleOf(digits)?.groups ?? FOUR_BY_FOUR;
      /** @type {string[]} */
      const parts = [];
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
    /**
     * A real month of a year not too far ahead, this month or later.
     * @param {string} month
     * @param {string} year
     * @param {Date} now
     */
    expiryValid(month, year, now) {
      if (!monthValid(month) || !yearValid(year, now)) return false;
      return fullYear(year) > now.getFullYear() || Number(month) >= now.getMonth() + 1;
    },
    cvvLength,
    /** @param {string} cvv @param {Brand} brand */
    cvvValid: (cvv, brand) => new RegExp(`^\\d{${cvvLength(brand)}}$`).test(cvv),
  };
}
