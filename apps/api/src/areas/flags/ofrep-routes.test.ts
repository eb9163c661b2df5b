import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLAG_DEFAULTS, ofrepBulkResponseSchema, ofrepFlagErrorSchema, ofrepRequestErrorSchema, ofrepSuccessSchema } from '@stat/contracts';
import type { Database } from '../../db/database.ts';
import { createFlagStore } from './flag-store.ts';
import { SEED_DIR } from '../../paths.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { openTestDatabase } from '../../test/test-database.ts';

let database: Database;
let app: FastifyInstance;
let dir: string;
let flagFile: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'stat-ofrep-'));
  flagFile = join(dir, 'flags.flagd.json');
  const seed = JSON.parse(readFileSync(join(SEED_DIR, 'flags.flagd.json'), 'utf8'));
  // One targeted flag next to the seed table, to see targeting through HTTP.
  seed.flags.highBucketPromo = {
    state: 'ENABLED',
    variants: { on: true, off: false },
    defaultVariant: 'off',
    targeting: { if: [{ '>=': [{ var: 'deviceBucket' }, 50] }, 'on'] },
  };
  seed.flags.retiredFlag = { state: 'DISABLED', variants: { on: true, off: false }, defaultVariant: 'on' };
  writeFileSync(flagFile, JSON.stringify(seed));
  database = await openTestDatabase();
  const log = { info: () => undefined, error: () => undefined };
  app = await buildTestApp(database, { flagStore: createFlagStore(flagFile, log, 0) });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const evaluate = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const BULK = '/ofrep/v1/evaluate/flags';

describe('POST /ofrep/v1/evaluate/flags', () => {
  it('evaluates every flag of the file: the spec table, targeting, disabled flags', async () => {
    const response = await evaluate(BULK, { context: { targetingKey: 'device-1', deviceBucket: 77 } });
    expect(response.statusCode).toBe(200);
    const { flags } = ofrepBulkResponseSchema.parse(response.json());
    const values = Object.fromEntries(flags.map((flag) => [flag.key, 'value' in flag ? flag.value : undefined]));
    // The seed file is the spec's table, but sells (purchaseDisabled off: docs/decisions.md, "Billing")
    // and makes the retention offer (winbackDisabled off: "Cancellation").
    expect(values).toMatchObject({ ...FLAG_DEFAULTS, purchaseDisabled: false, winbackDisabled: false });
    expect(flags.find((flag) => flag.key === 'highBucketPromo')).toEqual({ key: 'highBucketPromo', reason: 'TARGETING_MATCH', variant: 'on', value: true });
    expect(flags.find((flag) => flag.key === 'retiredFlag')).toEqual({ key: 'retiredFlag', reason: 'DISABLED' });
    expect(flags.find((flag) => flag.key === 'bundleEnabled')).toEqual({ key: 'bundleEnabled', reason: 'STATIC', variant: 'on', value: true });
  });

  it('answers 304 to a matching If-None-Match, and 200 when the context changes the answer', async () => {
    const context = { context: { targetingKey: 'device-2', deviceBucket: 10 } };
    const first = await evaluate(BULK, context);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await evaluate(BULK, context, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await evaluate(BULK, { context: { targetingKey: 'device-2', deviceBucket: 90 } }, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });

  it('serves a flag flipped in the file without a restart', async () => {
    const content = JSON.parse(readFileSync(flagFile, 'utf8'));
    content.flags.statMigrationEnabled.defaultVariant = 'on';
    writeFileSync(flagFile, JSON.stringify(content));
    const later = Date.now() / 1000 + 60;
    utimesSync(flagFile, later, later);
    const { flags } = ofrepBulkResponseSchema.parse((await evaluate(BULK, { context: { targetingKey: 'd' } })).json());
    expect(flags.find((flag) => flag.key === 'statMigrationEnabled')).toMatchObject({ value: true });
  });

  it("answers OFREP's 400 INVALID_CONTEXT without a context or with a bad targetingKey", async () => {
    for (const payload of [{}, { context: 'device' }, { context: { targetingKey: 42 } }, { context: { deviceBucket: 300 } }]) {
      const response = await evaluate(BULK, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = ofrepRequestErrorSchema.parse(response.json());
      expect(body.errorCode).toBe('INVALID_CONTEXT');
      expect(body.errorDetails).toMatch(/body/);
    }
  });

  it("answers OFREP's 400 PARSE_ERROR to malformed JSON, never a 500", async () => {
    const response = await evaluate(BULK, '{"context": {');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 'PARSE_ERROR' });
    const notJson = await app.inject({ method: 'POST', url: BULK, headers: { 'content-type': 'application/xml' }, payload: '<context/>' });
    expect(notJson.statusCode).toBe(415);
    expect(notJson.json()).toMatchObject({ errorCode: 'PARSE_ERROR' });
  });

  it('needs no CSRF header: it reads, it does not change state', async () => {
    const response = await evaluate(BULK, { context: { targetingKey: 'd' } }, { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /ofrep/v1/evaluate/flags/:key', () => {
  it('evaluates one flag', async () => {
    const response = await evaluate(`${BULK}/supportedHomeModules`, { context: { targetingKey: 'd' } });
    expect(response.statusCode).toBe(200);
    expect(ofrepSuccessSchema.parse(response.json())).toEqual({
      key: 'supportedHomeModules',
      reason: 'STATIC',
      variant: 'all',
      value: FLAG_DEFAULTS.supportedHomeModules,
    });
  });

  it('answers 404 FLAG_NOT_FOUND for an unknown flag', async () => {
    const response = await evaluate(`${BULK}/noSuchFlag`, { context: { targetingKey: 'd' } });
    expect(response.statusCode).toBe(404);
    expect(ofrepFlagErrorSchema.parse(response.json())).toMatchObject({ key: 'noSuchFlag', errorCode: 'FLAG_NOT_FOUND' });
  });

  it('answers 400 INVALID_CONTEXT with the key for a bad context', async () => {
    const response = await evaluate(`${BULK}/bundleEnabled`, { context: { targetingKey: ['a'] } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ key: 'bundleEnabled', errorCode: 'INVALID_CONTEXT' });
  });

  it('answers a disabled flag with reason DISABLED and no value', async () => {
    const response = await evaluate(`${BULK}/retiredFlag`, { context: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ key: 'retiredFlag', reason: 'DISABLED' });
  });
});
