import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect } from 'vitest';
import { devicesSchema, userSchema } from '@stat/contracts';
import type { Database } from '../db/database.ts';
import { gatewayAccountId } from '../areas/billing/billing-account.ts';
import { call, subscribe } from '../test/billing.ts';
import { createdAccount } from '../test/direct-accounts.ts';
import { activatedTv, bearer, requestCode } from '../test/device-flow.ts';
import { createMemoryTokenStore, everyItem, usePaymentGateway, type TestGateway } from '../test/payment-gateway.ts';
import { playableIds } from '../test/playable-ids.ts';
import { seedTestCatalogue } from '../test/seed-test-catalogue.ts';
import { signedInViewer } from '../test/signed-in-viewer.ts';
import { APP_HEADERS, insertSession, insertUser } from '../test/test-app.ts';
import type { CallerKind, CatalogueIds, OwnIds, Variant } from './matrix-cells.ts';

/*
 * The callers of the authorization matrix, made as a visitor becomes each of them: ott accounts
 * through Create Account and the embedded gateway (a purchase, a renewal declined on the
 * gateway's clock), TV-provider users as the sign-in stores them, TVs through the device flow.
 */

type Headers = Record<string, string>;

/** One caller: the headers of its calls and the ids of its own data. */
export interface Caller {
  headers: Headers;
  ids: OwnIds;
}

/** The callers that exist on a variant; `otherUser` is the authorized caller with `victim`'s ids. */
export type CallerSet = Partial<Record<Exclude<CallerKind, 'otherUser'>, Caller>>;

export interface VariantFixture {
  app: FastifyInstance;
  database: Database;
  catalogue: CatalogueIds;
  /** The callers every row shares. */
  shared: CallerSet;
  /** A set of its own for each row that changes its caller's standing, in the order asked for. */
  dedicated: CallerSet[];
  /** The other user: signed in, subscribed, with a TV, a sub profile (stat), a My List and a transaction (ott). */
  victim: Caller;
  /** A TV's pending activation code, new on each call. */
  userCode(): Promise<string>;
  /** A one-time card token the gateway approves. */
  cardToken(): string;
}

const DAY = 24 * 60 * 60 * 1000;
const NO_DEVICE = '00000000-0000-0000-0000-000000000000';

/** Ids of a caller who has no such data: well-formed, owned by nobody. */
const noIds = (tveUserId: string): OwnIds => ({ tveUserId, email: `${tveUserId}@nobody.stat.test`, deviceId: NO_DEVICE, subTveUserId: `${tveUserId}-sub`, transactionId: 'none0000' });

async function firstDeviceId(app: FastifyInstance, headers: Headers): Promise<string> {
  const answer = await app.inject({ method: 'GET', url: '/api/devices', headers });
  return devicesSchema.parse(answer.json()).devices[0]!.id;
}

/** The first file of `prefix` an answer of the app links to (its name only), or null. */
async function linkedFile(app: FastifyInstance, url: string, prefix: string): Promise<string | null> {
  const body = (await app.inject({ method: 'GET', url, headers: APP_HEADERS })).body;
  const match = new RegExp(`${prefix}([^"?/]+)`).exec(body);
  return match?.[1] ?? null;
}

async function catalogueIds(app: FastifyInstance, database: Database, variant: Variant): Promise<CatalogueIds> {
  await seedTestCatalogue(database);
  const { movie, free } = await playableIds(database);
  const [series] = await database.query<{ id: number }>('SELECT id FROM series ORDER BY id LIMIT 1');
  const [collection] = await database.query<{ id: number }>('SELECT id FROM collections ORDER BY id LIMIT 1');
  const promoFile = await linkedFile(app, '/api/home-modal', '/api/media/promos/');
  const ppvArtFile = await linkedFile(app, '/api/ppv/state', '/api/ppv/art/');
  if (!promoFile || !ppvArtFile) throw new Error('the home-screen modal or the event links no art');
  return {
    movieId: movie.id,
    freeTitleId: free.id,
    seriesId: series!.id,
    collectionId: collection!.id,
    promoFile,
    ppvArtFile,
    paywallHeroFile: variant === 'ott' ? await linkedFile(app, '/api/paywall', '/api/media/paywall/') : null,
  };
}

/** A TV activated by `owner` (its browser), as the caller `tv`. */
async function tvOf(app: FastifyInstance, owner: Caller): Promise<Caller> {
  const token = await activatedTv(app, owner.headers);
  owner.ids.deviceId = await firstDeviceId(app, owner.headers);
  return { headers: bearer(token), ids: owner.ids };
}

/** stat: TV-provider users of provider 101 (primarySub, parental controls), each in a household of its own. */
async function statCallers(app: FastifyInstance, database: Database, prefix: string): Promise<CallerSet> {
  const session = async (id: string, ids: OwnIds): Promise<Caller> => ({ headers: { ...APP_HEADERS, cookie: `stat_sid=${await insertSession(database, id)}` }, ids });
  const primary = `${prefix}-primary`;
  const authorized: Caller = { headers: await signedInViewer(database, primary), ids: noIds(primary) };
  await insertUser(database, authorized.ids.subTveUserId, { registered: true, accountType: 'sub', sql: { mso_id: 101, mso_user_id: `m-${prefix}-sub`, household_id: `h-${primary}`, legal: true } });
  const newcomer = `${prefix}-newcomer`;
  await insertUser(database, newcomer, { sql: { mso_id: 101, mso_user_id: `m-${newcomer}`, household_id: `h-${newcomer}` } });
  const lapsed = `${prefix}-lapsed`;
  // The provider's last word: the package no longer carries the network.
  await insertUser(database, lapsed, { registered: true, sql: { mso_id: 101, mso_user_id: `m-${lapsed}`, household_id: `h-${lapsed}`, legal: true, entitled: false } });
  return {
    anonymous: { headers: { ...APP_HEADERS }, ids: noIds('anonymous') },
    signedIn: await session(newcomer, noIds(newcomer)),
    authorized,
    subAccount: await session(authorized.ids.subTveUserId, noIds(authorized.ids.subTveUserId)),
    lapsed: await session(lapsed, noIds(lapsed)),
    tv: await tvOf(app, authorized),
  };
}

/** The direct account's first transaction at the gateway. */
async function firstTransactionId(gateway: TestGateway, tveUserId: string): Promise<string> {
  const [transaction] = await everyItem(gateway.client.listAccountTransactions(gatewayAccountId(tveUserId)).each());
  return transaction!.id!;
}

/**
 * ott: direct accounts. Several sets are made together because lapsed and dunning come from the
 * gateway's one clock: the renewal declined at the trial's end (7 days) starts the dunning, and
 * 7 days later the retries are spent and the subscription expires.
 */
async function ottCallerSets(handle: OttHandle, count: number): Promise<CallerSet[]> {
  const { app } = handle;
  let made = 0;
  const account = async (): Promise<Caller> => {
    const { tveUserId, headers } = await createdAccount(app, `caller${++made}-${randomUUID()}@stat.test`);
    const email = userSchema.parse((await call(app, 'GET', '/api/user', headers)).json()).emailAddress!;
    return { headers, ids: { ...noIds(tveUserId), email } };
  };
  const subscriber = async (behaviour: 'approve' | 'decline_at_renewal', productCode: string): Promise<Caller> => {
    const caller = await account();
    await subscribe(app, caller.headers, handle.tokens.card(behaviour), productCode);
    caller.ids.transactionId = await firstTransactionId(handle, caller.ids.tveUserId);
    return caller;
  };
  const sets = await Promise.all(
    Array.from({ length: count }, async (): Promise<CallerSet> => ({
      anonymous: { headers: { ...APP_HEADERS }, ids: noIds('anonymous') },
      signedIn: await account(),
      authorized: await subscriber('approve', 'STAT_ESSENTIAL_ANNUAL'),
      lapsed: await subscriber('decline_at_renewal', 'STAT_PREMIUM_MONTHLY'),
    })),
  );
  await advanceGateway(handle, 7);
  await Promise.all(sets.map(async (set) => void (set.dunning = await subscriber('decline_at_renewal', 'STAT_PREMIUM_MONTHLY'))));
  await advanceGateway(handle, 7);
  await Promise.all(sets.map(async (set) => void (set.tv = await tvOf(app, set.authorized!))));
  return sets;
}

type OttHandle = { app: FastifyInstance; database: Database; tokens: ReturnType<typeof createMemoryTokenStore> } & TestGateway;

/** Moves the gateway's clock a day at a time, running what fell due each day (renewals, retries, expiries, webhooks). */
async function advanceGateway(gateway: TestGateway, days: number): Promise<void> {
  for (let day = 0; day < days; day++) {
    await gateway.gateway.clock.advance(DAY);
    const report = await gateway.gateway.renewals.runDue();
    expect(report.webhooks.failed).toBe(0);
  }
}

/**
 * The file's app of `variant` (payments through the embedded gateway on both, as the server runs),
 * the seed catalogue, the shared callers, `dedicatedSets` more, and the victim with its data.
 */
export function useAuthorizationFixture(variant: Variant, dedicatedSets: number): VariantFixture {
  const tokens = createMemoryTokenStore();
  const handle = usePaymentGateway({ config: { variant, accountCreationsPerHour: 10_000 } }, { tokens });
  const fixture = {} as VariantFixture;
  beforeAll(async () => {
    const { app, database } = handle;
    Object.assign(fixture, { app, database, catalogue: await catalogueIds(app, database, variant) });
    fixture.userCode = async () => (await requestCode(app)).user_code;
    fixture.cardToken = () => tokens.card();
    const sets =
      variant === 'stat'
        ? await Promise.all(Array.from({ length: dedicatedSets + 2 }, (_, i) => statCallers(app, database, `set${i}`)))
        : await ottCallerSets({ ...handle, tokens }, dedicatedSets + 2);
    for (const set of sets) await expectStandings(app, set);
    const [shared, victimSet, ...dedicated] = sets;
    Object.assign(fixture, { shared, dedicated, victim: victimSet!.authorized! });
    await victimData(fixture);
  }, 120_000);
  return fixture;
}

/** Each caller is who the matrix says (matrix-cells.ts, CALLERS), as GET user tells it. */
async function expectStandings(app: FastifyInstance, set: CallerSet): Promise<void> {
  const standing = async (caller: Caller | undefined) => {
    if (!caller) return null;
    const answer = await app.inject({ method: 'GET', url: '/api/user', headers: caller.headers });
    const user = userSchema.parse(answer.json());
    return [user.isAuthorized, user.accountType, user.bi.subscriptionStatus ?? null];
  };
  const expected = {
    signedIn: [false, 'primary', null],
    authorized: [true, 'primary', set.dunning ? 'ACTIVE' : null],
    subAccount: [true, 'sub', null],
    lapsed: [false, 'primary', set.dunning ? 'EXPIRED' : null],
    dunning: [true, 'primary', 'PAST_DUE'],
    tv: [true, 'primary', set.dunning ? 'ACTIVE' : null],
  };
  for (const [kind, facts] of Object.entries(expected)) {
    const caller = set[kind as keyof typeof expected];
    if (caller) expect([kind, await standing(caller)]).toEqual([kind, facts]);
  }
}

/**
 * What the other user keeps that no row may change: the movie in their My List and resumed at
 * 10 minutes (rows remove that movie from their own caller's); their TV and sub profile are made with them.
 */
async function victimData({ app, victim, catalogue }: VariantFixture): Promise<void> {
  const added = await app.inject({ method: 'POST', url: `/api/v3/user/my-list/title/${catalogue.movieId}`, headers: victim.headers });
  expect(added.statusCode).toBe(201);
  const paused = await app.inject({ method: 'GET', url: `/api/title/pause/title/${catalogue.movieId}/at/600`, headers: victim.headers });
  expect(paused.statusCode).toBe(204);
}
