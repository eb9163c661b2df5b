/**
 * The route table's parsers of path params and queries: a few small functions rather than a
 * schema library. The table is built, and a path parsed, as every page hydrates, and building its
 * forty-odd schemas with Zod Mini cost about 30 ms of the entry's evaluation on a phone's CPU
 * (docs/decisions.md, "Route params without a schema library").
 */

/** What a field answers for a value that does not fit: the path is not this route. */
export const REFUSED: unique symbol = Symbol('refused');

/** Reads one raw value (a path segment or a query value; undefined when absent). */
export type Field<T> = (raw: string | undefined) => T | typeof REFUSED;

/** Raw path params or query values, by name. */
export type RawValues = Readonly<Record<string, string | undefined>>;

/** Parses a route's params or query; null when they do not fit. */
export type ValuesParser<T> = (raw: RawValues) => T | null;

const DIGITS = /^\d+$/;

/** A whole number from 0 written in digits. */
export const wholeNumber: Field<number> = (raw) => {
  const value = raw !== undefined && DIGITS.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(value) ? value : REFUSED;
};

/**
 * A numeric path segment as its branded id (`id<TitleId>()`): every id is a whole number from 0
 * (ids.ts), and the route's name says which kind it is.
 */
export const id =
  <Id extends number>(): Field<Id> =>
  (raw) =>
    wholeNumber(raw) as Id | typeof REFUSED;

/** Text of at least one character, and at most `max`. */
export const text =
  (max = Infinity): Field<string> =>
  (raw) =>
    raw !== undefined && raw.length >= 1 && raw.length <= max ? raw : REFUSED;

/** One of a list of values. */
export const oneOf =
  <T extends string>(values: readonly T[]): Field<T> =>
  (raw) =>
    (values as readonly (string | undefined)[]).includes(raw) ? (raw as T) : REFUSED;

/** A value that may be absent (an optional path segment). */
export const optional =
  <T>(field: Field<T>): Field<T | undefined> =>
  (raw) =>
    raw === undefined ? undefined : field(raw);

/** A query's value: absent, or left out when it does not fit (a query never causes /404). */
export const lenient =
  <T>(field: Field<T>): ((raw: string | undefined) => T | undefined) =>
  (raw) => {
    const value = raw === undefined ? REFUSED : field(raw);
    return value === REFUSED ? undefined : value;
  };

type Output<F> = F extends Field<infer T> ? Exclude<T, typeof REFUSED> : never;
/** The names whose field may answer undefined: optional properties, as the page reads them. */
type OptionalNames<S> = { [K in keyof S]: undefined extends Output<S[K]> ? K : never }[keyof S];
type Parsed<S extends Record<string, Field<unknown>>> = {
  [K in keyof S as K extends OptionalNames<S> ? never : K]: Output<S[K]>;
} & { [K in OptionalNames<S>]?: Output<S[K]> };

/** Parses named values, each with its own field; null when one does not fit. Other names are ignored. */
export function fields<S extends Record<string, Field<unknown>>>(shape: S): ValuesParser<Parsed<S>> {
  return (raw) => {
    const parsed: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(shape)) {
      const value = field(raw[name]);
      if (value === REFUSED) return null;
      if (value !== undefined) parsed[name] = value;
    }
    return parsed as Parsed<S>;
  };
}
