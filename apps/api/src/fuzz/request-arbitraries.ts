import fc from 'fast-check';
import { requestHeaders, wrongContentType } from './header-arbitraries.ts';
import { hostileJsonText, hostileString } from './hostile-values.ts';
import { fuzzedValue, validValue, type JsonSchema } from './schema-arbitraries.ts';
import { hostileQuery, pathRespelling, percentEncode, rawSegment } from './url-arbitraries.ts';

/** The part of an OpenAPI 3.1 document (`app.swagger()`) the fuzzer reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema | string }[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

/** Path parameters' values the app holds, by parameter name (`{ id: ['12'] }`), already encoded. */
export type KnownValues = Record<string, string[]>;

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One method on one path of the document, with what its schemas say it takes. */
export interface Operation {
  method: string;
  /** The OpenAPI template, `/api/titles/{id}`. */
  path: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  body?: { contentType: string; schema: JsonSchema };
  /** The JSON schema of each 4xx answer it declares (the device flow's OAuth errors, OFREP's, ours). */
  errorAnswers: Record<string, JsonSchema>;
}

/** A request as app.inject takes it, and the operation it was made for; `headers.cookie` may name SESSION_PLACEHOLDER. */
export interface FuzzRequest {
  /** `POST /api/device/token`: the document's method and path, before any change. */
  operation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

function parameter(raw: NonNullable<OpenApiOperation['parameters']>[number]): Parameter {
  // A record schema comes out of the zod transform as one "parameter" per keyword, some with a bare string as schema.
  const schema = typeof raw.schema === 'object' ? raw.schema : {};
  return { name: raw.name, required: raw.required === true, schema };
}

function errorAnswersOf(operation: OpenApiOperation): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(operation.responses ?? {}).flatMap(([status, answer]) => {
      const schema = answer.content?.['application/json']?.schema;
      return status.startsWith('4') && schema ? [[status, schema]] : [];
    }),
  );
}

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
        const placeholders = new Set([...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]));
        return {
          method: method.toUpperCase(),
          path,
          // The document lists some parameters under paths that lack them: only the template's count.
          pathParameters: parameters.filter((p) => p.in === 'path' && placeholders.has(p.name)).map(parameter),
          queryParameters: parameters.filter((p) => p.in === 'query').map(parameter),
          ...(contentType ? { body: { contentType, schema: media?.schema ?? {} } } : {}),
          errorAnswers: errorAnswersOf(operation),
        };
      }),
  );
}

/**
 * A path parameter's text: a value the app holds (`known`, by parameter name: a seeded title's
 * id), one the schema takes, a hostile one (both encoded), or a raw segment that plays with encoding.
 */
function pathValue(parameter: Parameter, known: KnownValues): fc.Arbitrary<string> {
  const held = known[parameter.name] ?? [];
  return fc.oneof(
    { weight: held.length ? 6 : 0, arbitrary: held.length ? fc.constantFrom(...held) : fc.constant('') },
    { weight: 4, arbitrary: validValue(parameter.schema).map((value) => percentEncode(String(value))) },
    { weight: 1, arbitrary: hostileString.map(percentEncode) },
    { weight: 1, arbitrary: rawSegment },
  );
}

/** `name=value` pairs for the operation's query: each parameter left out, valid, hostile or repeated; sometimes an awkward tail. */
function queryString(parameters: Parameter[]): fc.Arbitrary<string> {
  const pairs = parameters.map((parameter) =>
    fc.oneof(
      { weight: parameter.required ? 1 : 3, arbitrary: fc.constant<string[]>([]) },
      { weight: 4, arbitrary: fuzzedValue(parameter.schema).map((value) => [`${parameter.name}=${percentEncode(typeof value === 'string' ? value : JSON.stringify(value) ?? '')}`]) },
      { weight: 1, arbitrary: fc.tuple(hostileString, hostileString).map(([a, b]) => [`${parameter.name}=${percentEncode(a)}`, `${parameter.name}=${percentEncode(b)}`]) },
    ),
  );
  const tail = fc.oneof({ weight: 6, arbitrary: fc.constant<string[]>([]) }, { weight: 1, arbitrary: hostileQuery.map((query) => [query]) });
  return fc.tuple(fc.tuple(...pairs), tail).map(([chosen, extra]) => [...chosen.flat(), ...extra].join('&'));
}

function urlOf(operation: Operation, known: KnownValues): fc.Arbitrary<string> {
  const values = fc.tuple(...operation.pathParameters.map((parameter) => pathValue(parameter, known)));
  const respell = fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: pathRespelling });
  return fc.tuple(values, queryString(operation.queryParameters), respell).map(([chosen, query, respelling]) => {
    let path = operation.path;
    operation.pathParameters.forEach((parameter, index) => (path = path.replace(`{${parameter.name}}`, chosen[index]!)));
    if (respelling) path = respelling(path);
    return query ? `${path}?${query}` : path;
  });
}

/** A body's text in the declared media type: JSON as such, a form as `a=b&c=d`. */
function encodeBody(contentType: string, value: unknown): string {
  if (contentType !== 'application/x-www-form-urlencoded' || value === null || typeof value !== 'object' || Array.isArray(value)) {
    return JSON.stringify(value) ?? '';
  }
  return Object.entries(value)
    .map(([name, field]) => `${percentEncode(name)}=${percentEncode(typeof field === 'string' ? field : (JSON.stringify(field) ?? ''))}`)
    .join('&');
}

/** The body and its Content-Type: from the schema (valid or hostile), hostile JSON text, or a wrong type; sometimes a body where none goes. */
function bodyOf(operation: Operation): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const declared = operation.body;
  if (!declared) {
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant({}) },
      { weight: 1, arbitrary: fc.tuple(hostileJsonText, wrongContentType).map(([payload, contentType]) => ({ payload, contentType })) },
    );
  }
  const schemaBody = fuzzedValue(declared.schema).map((value) => encodeBody(declared.contentType, value));
  return fc.oneof(
    { weight: 6, arbitrary: schemaBody.map((payload) => ({ payload, contentType: declared.contentType })) },
    { weight: 2, arbitrary: hostileJsonText.map((payload) => ({ payload, contentType: declared.contentType })) },
    { weight: 1, arbitrary: fc.tuple(schemaBody, wrongContentType).map(([payload, contentType]) => ({ payload, contentType })) },
    { weight: 1, arbitrary: fc.constant({ contentType: declared.contentType }) },
  );
}

/** The method: the operation's own, now and then another one on its path. */
function methodOf(operation: Operation): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 9, arbitrary: fc.constant(operation.method) },
    { weight: 1, arbitrary: fc.constantFrom(...HTTP_METHODS.map((method) => method.toUpperCase())) },
  );
}

/** How a request names the operation it was made for. */
export function operationKey(operation: Pick<Operation, 'method' | 'path'>): string {
  return `${operation.method} ${operation.path}`;
}

/** A request to one operation, everything in it derived from the operation's schemas, the app's own values, or hostile. */
function operationRequest(operation: Operation, known: KnownValues = {}): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(methodOf(operation), urlOf(operation, known), requestHeaders, bodyOf(operation)).map(([method, url, headers, body]) => ({
    operation: operationKey(operation),
    method,
    url,
    headers: body.contentType === undefined ? headers : { ...headers, 'content-type': body.contentType },
    ...(body.payload === undefined ? {} : { payload: body.payload }),
  }));
}

/** A request to any of the operations, each equally likely. */
export function requestArbitrary(operations: Operation[], known: KnownValues = {}): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...operations.map((operation) => operationRequest(operation, known)));
}
