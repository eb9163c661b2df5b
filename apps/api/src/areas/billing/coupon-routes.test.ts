import { describe, expect, it } from 'vitest';
import { couponSchema, ERROR_CODES } from '@stat/contracts';
import { call, useBillingApp } from '../../test/billing.ts';
import { expectError } from '../../test/expect-error.ts';
import { APP_HEADERS } from '../../test/test-app.ts';

const { t, newViewer } = useBillingApp();

describe('GET coupon/{code}[/{productCode}]', () => {
  it('answers a seeded coupon, as typed in any case', async () => {
    const { headers } = await newViewer();
    const response = await call(t.app, 'GET', '/api/coupon/welcome50', headers);
    expect(response.statusCode).toBe(200);
    expect(couponSchema.parse(response.json())).toEqual({
      code: 'WELCOME50',
      name: '50% off your first month',
      percentOff: 50,
      plans: ['STAT_ESSENTIAL_MONTHLY', 'STAT_PREMIUM_MONTHLY'],
      newSubscribersOnly: true,
      expiresAt: null,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses ANNUAL20 for a monthly plan, saying which plans it is for', async () => {
    const { headers } = await newViewer();
    expectError(
      await call(t.app, 'GET', '/api/coupon/ANNUAL20/STAT_ESSENTIAL_MONTHLY', headers),
      422,
      ERROR_CODES.couponNotApplicable,
      'ANNUAL20 applies only to Essential, $99.99 a year and Premium, $149.99 a year.',
    );
    expect((await call(t.app, 'GET', '/api/coupon/ANNUAL20/STAT_PREMIUM_ANNUAL', headers)).statusCode).toBe(200);
  });

  it('says when EXPIRED2024 expired, and that an unknown code is unknown', async () => {
    const { headers } = await newViewer();
    expectError(await call(t.app, 'GET', '/api/coupon/EXPIRED2024', headers), 422, ERROR_CODES.couponExpired, 'This coupon expired on December 31, 2024.');
    expectError(await call(t.app, 'GET', '/api/coupon/NOSUCHCODE', headers), 404, ERROR_CODES.couponInvalid);
  });

  it('refuses a malformed code or product code, and a signed-out caller', async () => {
    const { headers } = await newViewer();
    expectError(await call(t.app, 'GET', '/api/coupon/WELCOME%2050', headers), 400, ERROR_CODES.requestInvalid);
    expectError(await call(t.app, 'GET', '/api/coupon/WELCOME50/premium', headers), 400, ERROR_CODES.requestInvalid);
    expectError(await call(t.app, 'GET', '/api/coupon/WELCOME50', APP_HEADERS), 401, ERROR_CODES.sessionLoggedOut);
  });
});
