import fc from 'fast-check';

/** Nesting past 1,000 levels: deep enough to break a recursive parser or validator. */
const DEEP_NESTING = [1_000, 5_000, 20_000] as const;

/** Numbers at the edges of what a field, a column or a JSON parser takes. */
export const boundaryNumber: fc.Arbitrary<number> = fc.constantFrom(
  0, -0, -1, 1, 0.5, -1.5, 2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1, 2 ** 53 + 2, -(2 ** 53), 1e308, -1e308, 5e-324,
);

/** Text a number parser might half-accept: NaN, infinities, hex, exponents, padding, signs. */
export const numberLikeText: fc.Arbitrary<string> = fc.constantFrom(
  'NaN', 'Infinity', '-Infinity', '-0', '1e309', '0x10', '0b1', '1_000', ' 1', '1 ', '+1', '1.5', '1.', '.5', '01', '9007199254740993',
  '99999999999999999999999', '-1', '0', '1e3', 'null', 'undefined', 'true', '[]', '{}',
);

/** Characters that trip up encoders, collators and terminals: RTL marks, emoji, NUL, controls, lone surrogates. */
const awkwardCharacter: fc.Arbitrary<string> = fc.constantFrom(
  '\u202e', '\u200f', 'مرحبا', 'שלום', '👩‍👩‍👧‍👦', '🏳️‍🌈', '\u0000', '\u0001', '\u001b[31m', '\r\n', '\t', '\u2028', '\ufeff', '\ufffd',
  '\ud800', '\udfff', 'é', 'e\u0301', 'ﷺ', '𝕏', '\\', '"', "'", '<script>', '${x}', '%s', '%00', '../', '*', '?', '#', '&', '=', '+',
);

/** Strings mixing ordinary text with awkward characters, up to a few hundred code units. */
const awkwardString: fc.Arbitrary<string> = fc
  .array(fc.oneof(fc.string({ maxLength: 8 }), awkwardCharacter), { minLength: 1, maxLength: 24 })
  .map((parts) => parts.join(''));

/** Long strings: past every field's limit, some past a path parameter's or a header's. */
const longString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(256, 1_025, 2_049, 10_000, 100_000), fc.constantFrom('a', 'é', '😀', '\u0000', '9'))
  .map(([length, unit]) => unit.repeat(length));

/** Any of the hostile strings above. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: awkwardString },
  { weight: 2, arbitrary: numberLikeText },
  { weight: 1, arbitrary: longString },
  { weight: 1, arbitrary: fc.constant('') },
);

/** A JSON value of any type, small: what a field of another type receives. */
export const anyJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  boundaryNumber,
  hostileString,
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.integer(), { maxKeys: 3 }),
);

/** Arrays far past any list a request carries. */
export const hugeArray: fc.Arbitrary<unknown[]> = fc
  .tuple(fc.constantFrom(1_000, 100_000), fc.constantFrom<unknown>(0, 'x', null, {}))
  .map(([length, item]) => Array.from({ length }, () => item));

/** Keys that reach an object's prototype when code copies properties naively. */
export const pollutingKey: fc.Arbitrary<string> = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty');

/**
 * JSON text that is not a value a schema describes: deep nesting, broken syntax, huge numbers,
 * lone surrogates escaped, a BOM, duplicate and prototype keys. Written as text, since a
 * JavaScript value could not carry most of these.
 */
export const hostileJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...DEEP_NESTING).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.constantFrom(...DEEP_NESTING).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.constantFrom(...DEEP_NESTING).map((depth) => '['.repeat(depth)),
  fc.constantFrom(
    '', ' ', '{', '}', '{"a":', 'null', 'true', '0', '-1', '"text"', '[]', '{}', '[{}]', '{"a":1,}', "{'a':1}", '{"a":1}{"b":2}',
    '1e99999', '-1e99999', '123456789012345678901234567890', '{"a":"\\ud800"}', '"\\udfff"', '\ufeff{}', '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}', '{"a":1,"a":2}', 'NaN', '{"a":NaN}', '{"a":Infinity}', '\u0000', '{"a":"\u0000"}',
  ),
);
