import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { Ajv } from 'ajv';
import { apiErrorResponseSchema, ofrepRequestErrorSchema } from '@stat/contracts';
import { serverArea } from '../plugins/server-paths.ts';
import { operationKey, type Operation } from './request-arbitraries.ts';

/** What app.inject answered, as far as the checks read it. */
export interface FuzzAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Whether a body is the error shape an operation declares for a status (undefined: it declares none). */
export type DeclaredErrorShape = (operation: string, status: number, body: unknown) => boolean | undefined;

/**
 * The 4xx shapes the document declares, compiled once: besides ours, the device flow's OAuth
 * errors (RFC 8628) and OFREP's, each only on the operations that declare them.
 */
export function declaredErrorShapes(operations: Operation[]): DeclaredErrorShape {
  const ajv = new Ajv({ strict: false, validateSchema: false, validateFormats: false });
  const validators = new Map(
    operations.flatMap((operation) =>
      Object.entries(operation.errorAnswers).map(([status, schema]) => [`${operationKey(operation)} ${status}`, ajv.compile(schema)] as const),
    ),
  );
  return (operation, status, body) => validators.get(`${operation} ${status}`)?.(body);
}

function parsedJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** Whether a 4xx body is in the spec's shape: the one its operation declares, else that of the API its URL addresses. */
function inSpecShape(request: { operation: string; url: string }, status: number, body: string, declared: DeclaredErrorShape): boolean {
  const json = parsedJson(body);
  if (declared(request.operation, status, json)) return true;
  switch (serverArea(request.url)) {
    case 'api':
      return apiErrorResponseSchema.safeParse(json).success;
    case 'ofrep':
      return ofrepRequestErrorSchema.safeParse(json).success;
    default:
      return true;
  }
}

/**
 * The answer's body as a client reads it: decoded by its Content-Encoding (the fuzzer accepts
 * gzip, and a long error answer is compressed like any other).
 */
export function decodedBody(raw: Buffer, encoding: string | string[] | number | undefined): string {
  switch (encoding) {
    case 'gzip':
      return gunzipSync(raw).toString('utf8');
    case 'br':
      return brotliDecompressSync(raw).toString('utf8');
    case 'deflate':
      return inflateSync(raw).toString('utf8');
    default:
      return raw.toString('utf8');
  }
}

/**
 * What is wrong with an answer, one sentence per rule broken (none: it passes): no 5xx, every
 * 4xx of an API in the spec's error shape, and every security header with one of its allowed
 * values (`headerSets`: the strict set, and the app's own when it takes payments).
 */
export function answerProblems(
  request: { operation: string; method: string; url: string },
  answer: FuzzAnswer,
  headerSets: readonly Readonly<Record<string, string>>[],
  declared: DeclaredErrorShape,
): string[] {
  const problems: string[] = [];
  if (answer.statusCode >= 500) problems.push(`status ${answer.statusCode}`);
  const hasBody = request.method !== 'HEAD';
  if (answer.statusCode >= 400 && answer.statusCode < 500 && hasBody && !inSpecShape(request, answer.statusCode, answer.body, declared)) {
    problems.push(`${answer.statusCode} not in the spec's error shape`);
  }
  for (const name of Object.keys(headerSets[0] ?? {})) {
    const value = answer.headers[name];
    if (!headerSets.some((set) => set[name] === value)) problems.push(`header ${name}: ${value === undefined ? 'missing' : JSON.stringify(value)}`);
  }
  return problems;
}
