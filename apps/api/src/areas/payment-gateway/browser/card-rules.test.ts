import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardRules, type CardRules } from './card-rules.js';

const NOW = new Date(2030, 5, 15); // June 2030

// The file as the frames get it: its own text, run on its own (browser-scripts.ts).
const source = readFileSync(new URL('./card-rules.js', import.meta.url), 'utf8').replace(/^export function /m, 'function ');
const fromSource = new Function(`${source}\nreturn cardRules();`)() as CardRules;

describe.each([
  ['in the server', cardRules()],
  ['from its own text, as the frames run it', fromSource],
])('the card rules %s', (_where, rules) => {
  it.each([
    ['4111111111111111', 'visa', true],
    ['5555555555554444', 'master', true],
    ['2223003122003222', 'master', true],
    ['378282246310005', 'american_express', true],
    ['6011111111111117', 'discover', true],
    ['4000000000000002', 'visa', true],
    ['4000000000000341', 'visa', true],
    ['4111111111111112', 'visa', false], // Luhn
    ['411111111111111', 'visa', false], // length
    ['37828224631000', 'american_express', false],
    ['1234567812345670', 'unknown', false], // passes Luhn, no brand
    ['', 'unknown', false],
  ])('%s is %s, valid: %s', (digits, brand, valid) => {
    expect(rules.brandOf(digits)).toBe(brand);
    expect(rules.numberValid(digits)).toBe(valid);
  });

  it('keeps the digits of what was typed and groups them as the brand does', () => {
    expect(rules.digitsOf('4111 1111-1111 1111')).toBe('4111111111111111');
    expect(rules.formatNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(rules.formatNumber('378282246310005')).toBe('3782 822463 10005');
    expect(rules.formatNumber('41111')).toBe('4111 1');
    expect(rules.maxNumberLength('37')).toBe(15);
    expect(rules.maxNumberLength('')).toBe(19);
  });

  it.each([
    ['06', '2030', true], // this month
    ['05', '2030', false], // last month
    ['12', '30', true], // two-digit year
    ['01', '2031', true],
    ['13', '2031', false],
    ['00', '2031', false],
    ['1', '2050', true],
    ['1', '2051', false], // more than 20 years ahead
    ['12', '2029', false],
    ['12', '203', false],
  ])('expiry %s/%s is valid: %s', (month, year, valid) => {
    expect(rules.expiryValid(month, year, NOW)).toBe(valid);
  });

  it('checks a month and a year each on its own', () => {
    expect(rules.monthValid('12')).toBe(true);
    expect(rules.monthValid('13')).toBe(false);
    expect(rules.yearValid('2030', NOW)).toBe(true);
    expect(rules.yearValid('29', NOW)).toBe(false);
  });

  it.each([
    ['123', 'visa', true],
    ['1234', 'visa', false],
    ['1234', 'american_express', true],
    ['123', 'american_express', false],
    ['12a', 'master', false],
    ['123', 'unknown', true],
  ] as const)('security code %s for %s is valid: %s', (cvv, brand, valid) => {
    expect(rules.cvvValid(cvv, brand)).toBe(valid);
    expect(rules.cvvLength(brand)).toBe(brand === 'american_express' ? 4 : 3);
  });
});
