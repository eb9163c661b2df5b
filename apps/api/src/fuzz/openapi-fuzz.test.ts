import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { appSecurityHeaders, SECURITY_HEADERS } from '../plugins/security-headers.ts';
import { createdAccount } from '../test/direct-accounts.ts';
import { injectedWebhookEndpoint, startTestGateway, type TestGateway } from '../test/payment-gateway.ts';
import { seedTestCatalogue } from '../test/seed-test-catalogue.ts';
import { buildTestApp, insertSession, insertUser } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { answerProblems, declaredErrorShapes, decodedBody, type DeclaredErrorShape } from './answer-checks.ts';
import { SESSION_PLACEHOLDER } from './header-arbitraries.ts';
import { operationsOf, requestArbitrary, type FuzzRequest, type KnownValues, type OpenApiDocument, type Operation } from './request-arbitraries.ts';

/**
 * The fuzz run of issue 28 section 3 (README.md beside this file): requests built from the
 * OpenAPI document of each variant, against the app as the server builds it (payments, webhooks,
 * the operator's routes), half the callers signed in. FUZZ_CASES (both variants together),
 * FUZZ_SEED, and to replay one failure FUZZ_VARIANT and FUZZ_PATH.
 */
const CASES = Number(process.env.FUZZ_CASES ?? 2_000);
const SEED = Number(process.env.FUZZ_SEED ?? 28);
const REPLAY_PATH = process.env.FUZZ_PATH;
const VARIANTS = (['stat', 'ott'] as const).filter((variant) => !process.env.FUZZ_VARIANT || process.env.FUZZ_VARIANT === variant);
const THIS_FILE = 'apps/api/src/fuzz/openapi-fuzz.test.ts';

/** Surfaces the document leaves out (not-found answers, the identity provider, the web app): their answers must hold too. */
const UNDOCUMENTED: Operation[] = [
  { method: 'GET', path: '/api/not-a-route/{rest}', pathParameters: [{ name: 'rest', required: true, schema: { type: 'string' } }], queryParameters: [], errorAnswers: {} },
  { method: 'POST', path: '/idp/{rest}', pathParameters: [{ name: 'rest', required: true, schema: { enum: ['token', 'auth', 'reg', 'session/end'] } }], queryParameters: [], errorAnswers: {} },
  { method: 'GET', path: '/{rest}', pathParameters: [{ name: 'rest', required: true, schema: { enum: ['series', 'media', 'assets', '404'] } }], queryParameters: [], errorAnswers: {} },
];

/**
 * A stand-in for the web build (its document and route preloads), so non-API paths reach the
 * document the server writes rather than the "not built" 503 (web-app-routes.ts).
 */
function writeWebBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'stat-fuzz-web-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>');
  writeFileSync(join(dist, '.vite', 'route-preloads.json'), JSON.stringify({ routes: [{ path: '/series/:seriesId', js: ['/assets/series.js'], css: [] }] }));
  return dist;
}

interface VariantReport {
  variant: string;
  cases: number;
  failures: number;
  seed: number;
  ms: number;
  statuses: Record<string, number>;
  replay?: string;
}
const reports: VariantReport[] = [];

/** Values the app holds, by path parameter name, so a share of the cases reach a real title, provider or plan. */
async function knownValues(database: Database, app: FastifyInstance): Promise<KnownValues> {
  const ids = async (table: string) => (await database.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id LIMIT 5`)).map((row) => String(row.id));
  const [titles, series, collections] = [await ids('titles'), await ids('series'), await ids('collections')];
  const providers = [...app.providers.keys()].map(String);
  const { plans, coupons, giftCards } = app.plans;
  return {
    id: [...titles, ...series, ...collections, ...providers],
    titleId: titles,
    seriesId: series,
    msoId: providers,
    productCode: plans.map((plan) => plan.code),
    code: [...coupons, ...giftCards].map((item) => item.code),
    partnerId: ['spotify', 'paramountplus', 'optimum', 'samsclub'],
    page: ['0', '1', '2'],
  };
}

/** Who the signed-in callers are: remade when a case deletes the account, so later cases still reach past the guards. */
function signedInCaller(variant: 'stat' | 'ott', database: Database, app: () => FastifyInstance) {
  let tveUserId = '';
  async function ensureAccount(): Promise<void> {
    const rows = tveUserId ? await database.query('SELECT 1 FROM users WHERE tve_user_id = $1', [tveUserId]) : [];
    if (rows.length) return;
    if (variant === 'ott') {
      tveUserId = (await createdAccount(app(), `fuzz-${randomUUID()}@example.com`)).tveUserId;
    } else {
      tveUserId = `fuzz-${randomUUID()}`;
      await insertUser(database, tveUserId, { registered: true, sql: { mso_id: 101, mso_user_id: `m-${tveUserId}`, household_id: `h-${tveUserId}`, legal: true } });
    }
  }
  /** A live session for the next case: a new one each time, since a case may sign out. */
  return async (): Promise<string> => {
    await ensureAccount();
    return insertSession(database, tveUserId);
  };
}

/** A request's text for a failure message, long values cut so the message stays readable. */
function describeRequest(request: FuzzRequest): string {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, cut(value)]));
  return JSON.stringify({ method: request.method, url: cut(request.url), headers, payload: request.payload === undefined ? undefined : cut(request.payload) }, null, 2);
}

for (const variant of VARIANTS) {
  describe(`the ${variant} API under fuzzed requests`, () => {
    let database: Database;
    let gateway: TestGateway;
    let app: FastifyInstance;
    let operations: Operation[];
    let declared: DeclaredErrorShape;
    let known: KnownValues;
    let newSession: () => Promise<string>;
    let webDistDir: string;
    beforeAll(async () => {
      webDistDir = writeWebBuild();
      database = await openTestDatabase();
      await seedTestCatalogue(database);
      gateway = await startTestGateway(database);
      app = await buildTestApp(database, {
        payments: gateway.payments,
        webhookKey: gateway.webhookKey,
        operatorKey: 'fuzz-operator-key',
        captchaWork: { cost: 1, counter: [1, 20] },
        config: { variant, webDistDir, rateLimitMax: 1_000_000, searchRateLimitMax: 1_000_000, accountCreationsPerHour: 1_000_000 },
      });
      gateway.gateway.deliverWebhooksTo(injectedWebhookEndpoint(app));
      operations = [...operationsOf(app.swagger() as unknown as OpenApiDocument), ...UNDOCUMENTED];
      declared = declaredErrorShapes(operations);
      known = await knownValues(database, app);
      newSession = signedInCaller(variant, database, () => app);
    });
    afterAll(async () => {
      await app?.close();
      await gateway?.gateway.close();
      await database?.close();
      if (webDistDir) rmSync(webDistDir, { recursive: true, force: true });
    });

    const cases = Math.ceil(CASES / VARIANTS.length);
    it(`answers ${cases} fuzzed requests without a 5xx, with errors in the spec's shape and the security headers`, async () => {
      const headerSets = [SECURITY_HEADERS, appSecurityHeaders(gateway.payments.browser)];
      const statuses: Record<string, number> = {};
      const started = performance.now();
      const property = fc.asyncProperty(requestArbitrary(operations, known), async (request) => {
        const cookie = request.headers.cookie;
        const headers = cookie?.includes(SESSION_PLACEHOLDER) ? { ...request.headers, cookie: cookie.replaceAll(SESSION_PLACEHOLDER, await newSession()) } : request.headers;
        const answer = await app.inject({ method: request.method as 'GET', url: request.url, headers, ...(request.payload === undefined ? {} : { payload: request.payload }) });
        statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
        const body = decodedBody(answer.rawPayload, answer.headers['content-encoding']);
        const problems = answerProblems(request, { statusCode: answer.statusCode, headers: answer.headers, body }, headerSets, declared);
        if (problems.length) throw new Error(`${problems.join('; ')}\nanswer: ${body.slice(0, 500)}`);
      });
      console.log(`fuzz ${variant}: ${cases} cases, seed ${SEED}${REPLAY_PATH ? `, replaying path ${REPLAY_PATH}` : ''}`);
      const details = await fc.check(property, { numRuns: cases, seed: SEED, ...(REPLAY_PATH ? { path: REPLAY_PATH, endOnFailure: true } : {}) });
      const replay = details.failed
        ? `FUZZ_SEED=${details.seed} FUZZ_PATH=${details.counterexamplePath} FUZZ_VARIANT=${variant} npx vitest run --project api ${THIS_FILE}`
        : undefined;
      reports.push({ variant, cases: details.numRuns, failures: details.failed ? 1 : 0, seed: SEED, ms: Math.round(performance.now() - started), statuses, ...(replay ? { replay } : {}) });
      console.log(`fuzz ${variant}: ${details.numRuns} cases run, statuses ${JSON.stringify(statuses)}`);
      if (details.failed) {
        const [request] = details.counterexample ?? [];
        const reason = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        throw new Error(`fuzz ${variant} failed after ${details.numRuns} cases (shrunk ${details.numShrinks} times): ${reason}\nrequest: ${request ? describeRequest(request) : '?'}\nreplay: ${replay}`);
      }
    }, Math.max(300_000, CASES * 200));
  });
}

// `bench/fuzz.mjs` reads the figures from here; FUZZ_REPORT is unset in `npm test`.
afterAll(() => {
  if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(reports));
});
