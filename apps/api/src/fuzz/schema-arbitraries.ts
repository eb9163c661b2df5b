import fc from 'fast-check';
import { anyJsonValue, boundaryNumber, hostileString, hugeArray, numberLikeText, pollutingKey } from './hostile-values.ts';

/** The part of JSON Schema (as @fastify/swagger writes zod schemas) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Object schemas are only read this deep: past it, values are left free (recursive schemas). */
const MAX_DEPTH = 6;

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** A string the schema takes: from its pattern when there is one (fast-check writes regex matches). */
function validString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid({ version: 7 });
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot read (lookarounds): plain text stands in.
    }
  }
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
  return integer
    ? fc.integer({ min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema accepts, so a request gets past validation into the handler. */
export function validValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => validValue(choice, depth)));
  if (schema.allOf?.length) return validValue(schema.allOf[0]!, depth);
  const types = typesOf(schema);
  if (types.length === 0 || depth > MAX_DEPTH) return anyJsonValue;
  return fc.oneof(...types.map((type) => validOfType(schema, type, depth)));
}

function validOfType(schema: JsonSchema, type: string, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? validValue(schema.items, depth + 1) : anyJsonValue, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    default:
      return validObject(schema, depth);
  }
}

function validObject(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validValue(property, depth + 1)]));
  return fc.record(model, { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) }) as fc.Arbitrary<Record<string, unknown>>;
}

/** A value of the wrong JSON type for the schema (a string where a number goes, and so on). */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = new Set(typesOf(schema));
  const others: fc.Arbitrary<unknown>[] = [];
  if (!types.has('string')) others.push(hostileString, numberLikeText);
  if (!types.has('number') && !types.has('integer')) others.push(boundaryNumber);
  if (types.has('integer')) others.push(fc.constantFrom(0.5, 1.5, -0.1, 1e-7, 2 ** 53 + 0.5));
  if (!types.has('boolean')) others.push(fc.boolean());
  if (!types.has('null')) others.push(fc.constant(null));
  if (!types.has('array')) others.push(fc.constant([]), fc.array(anyJsonValue, { maxLength: 3 }));
  if (!types.has('object')) others.push(fc.constant({}), fc.dictionary(fc.string({ maxLength: 6 }), anyJsonValue, { maxKeys: 3 }));
  return others.length ? fc.oneof(...others) : anyJsonValue;
}

/** Numbers just outside the schema's range, and the usual edges. */
function outOfRange(schema: JsonSchema): fc.Arbitrary<unknown> {
  const edges = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum]
    .filter((edge): edge is number => edge !== undefined)
    .flatMap((edge) => [edge - 1, edge, edge + 1, edge + 0.5]);
  return edges.length ? fc.oneof(fc.constantFrom(...edges), boundaryNumber) : boundaryNumber;
}

/** An object the schema refuses, or one near its limits: a field broken, one missing, extra or prototype keys. */
function hostileObject(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {});
  const valid = validObject(schema, depth);
  const broken: fc.Arbitrary<unknown>[] = [
    // A computed key makes `__proto__` an own property, so it reaches the JSON text.
    fc.tuple(valid, fc.oneof(pollutingKey, fc.string({ maxLength: 12 })), anyJsonValue).map(([object, key, value]) => ({ ...object, [key]: value })),
    fc.tuple(valid, fc.dictionary(fc.string({ maxLength: 12 }), anyJsonValue, { minKeys: 1, maxKeys: 200 })).map(([object, extra]) => ({ ...extra, ...object })),
  ];
  if (names.length) {
    broken.push(
      fc.tuple(valid, fc.constantFrom(...names)).chain(([object, name]) =>
        hostileValue(schema.properties![name]!, depth + 1).map((value) => ({ ...object, [name]: value })),
      ),
      fc.tuple(valid, fc.constantFrom(...names)).map(([object, name]) => {
        const { [name]: _dropped, ...rest } = object;
        return rest;
      }),
    );
  }
  return fc.oneof(...broken);
}

/** Values built to be refused (or to strain the handler when taken), derived from what the schema says. */
function hostileValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const shaped: fc.Arbitrary<unknown>[] = [];
  if (types.includes('string') || schema.enum) shaped.push(hostileString);
  if (types.includes('integer') || types.includes('number')) shaped.push(outOfRange(schema));
  if (types.includes('array')) {
    shaped.push(hugeArray, fc.array(schema.items ? hostileValue(schema.items, depth + 1) : anyJsonValue, { minLength: 1, maxLength: 4 }));
  }
  if (types.includes('object') && depth <= MAX_DEPTH) shaped.push(hostileObject(schema, depth));
  return fc.oneof({ weight: 1, arbitrary: wrongType(schema) }, ...shaped.map((arbitrary) => ({ weight: 2, arbitrary })));
}

/** Mostly valid values (to reach the handler), hostile the rest of the time. */
export function fuzzedValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 1, arbitrary: validValue(schema) }, { weight: 1, arbitrary: hostileValue(schema) });
}
