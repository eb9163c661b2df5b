import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import { createTokensRepository, TOKEN_TTL_MS, type NewGatewayToken } from './tokens-repository.ts';

const VISA: NewGatewayToken = {
  kind: 'card',
  cardType: 'Visa',
  firstSix: '411111',
  lastFour: '1111',
  expMonth: 12,
  expYear: 2030,
  firstName: 'Ada',
  lastName: 'Lovelace',
  postalCode: '10001',
  behaviour: 'approve',
};
const PAYPAL: NewGatewayToken = {
  kind: 'paypal',
  email: 'buyer@paypal.test',
  billingAgreementId: 'B-1234567890',
  firstName: null,
  lastName: null,
  postalCode: null,
  behaviour: 'approve',
};

describe('the gateway tokens repository', () => {
  let database: Database;
  let clock = new Date('2030-01-01T12:00:00Z');
  const tokens = () => createTokensRepository(database.db, () => clock);
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('gives a card token back once, with what was kept of the card', async () => {
    const made = await tokens().create(VISA);
    expect(made.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await tokens().consume(made.id)).toEqual({ ...VISA, id: made.id });
    expect(await tokens().consume(made.id)).toBeNull();
  });

  it('gives a PayPal token back with its buyer and billing agreement', async () => {
    const made = await tokens().create(PAYPAL);
    expect(await tokens().consume(made.id)).toEqual({ ...PAYPAL, id: made.id });
  });

  it('knows no token it did not make', async () => {
    expect(await tokens().consume('nope')).toBeNull();
  });

  it('stores only the hash of a token and nothing of the card beyond its brand, first six, last four and expiry', async () => {
    const made = await tokens().create({ ...VISA, firstSix: '555555', lastFour: '4444', cardType: 'MasterCard' });
    const rows = await database.query<Record<string, unknown>>('SELECT * FROM gateway_tokens');
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(made.id);
    expect(dump).not.toContain('5555555555554444');
  });

  it('refuses a token past its 20 minutes, and the sweep removes it', async () => {
    const made = await tokens().create(VISA);
    clock = new Date(clock.getTime() + TOKEN_TTL_MS);
    expect(await tokens().consume(made.id)).toBeNull();
    expect(await tokens().deleteExpired()).toBeGreaterThanOrEqual(1);
    expect(await database.query('SELECT id FROM gateway_tokens WHERE expires_at <= $1', [clock.toISOString()])).toEqual([]);
  });

  it('lets only one of two consumers at once have the token', async () => {
    const made = await tokens().create(VISA);
    const results = await Promise.all([tokens().consume(made.id), tokens().consume(made.id)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a card row without its card columns (the table checks each kind)', async () => {
    await expect(
      database.query(
        "INSERT INTO gateway_tokens (id, kind, behaviour, expires_at) VALUES ('x', 'card', 'approve', now())",
      ),
    ).rejects.toThrow();
  });
});
