import { describe, expect, it } from 'vitest';
import { availablePlansSchema, ERROR_CODES, userPlanSchema } from '@stat/contracts';
import { call, useBillingApp } from '../../test/billing.ts';
import { expectError } from '../../test/expect-error.ts';
import { APP_HEADERS } from '../../test/test-app.ts';

const { t, newViewer } = useBillingApp();

describe('POST user/availableplans/bundleonly', () => {
  it('lists the plans on sale, Premium first, each offering Northstar+, with no plan of the viewer’s yet', async () => {
    const { headers } = await newViewer();
    const response = await call(t.app, 'POST', '/api/user/availableplans/bundleonly', headers, { plans: [] });
    expect(response.statusCode).toBe(200);
    const { currentPlan, plans } = availablePlansSchema.parse(response.json());
    expect(currentPlan).toBeNull();
    expect(plans.map((plan) => plan.productCode)).toEqual(['STAT_PREMIUM_MONTHLY', 'STAT_PREMIUM_ANNUAL', 'STAT_ESSENTIAL_MONTHLY', 'STAT_ESSENTIAL_ANNUAL']);
    expect(plans.every((plan) => plan.addOns.some((addOn) => addOn.addOnId === 'NORTHSTAR_PLUS'))).toBe(true);
  });

  it('narrows to the launch-coupon plans it is sent', async () => {
    const { headers } = await newViewer();
    const response = await call(t.app, 'POST', '/api/user/availableplans/bundleonly', headers, { plans: ['STAT_ESSENTIAL_ANNUAL'] });
    expect(availablePlansSchema.parse(response.json()).plans.map((plan) => plan.productCode)).toEqual(['STAT_ESSENTIAL_ANNUAL']);
  });

  it('refuses a body without plans or with a malformed code', async () => {
    const { headers } = await newViewer();
    expectError(await call(t.app, 'POST', '/api/user/availableplans/bundleonly', headers, {}), 400, ERROR_CODES.requestInvalid);
    expectError(await call(t.app, 'POST', '/api/user/availableplans/bundleonly', headers, { plans: ['premium'] }), 400, ERROR_CODES.requestInvalid);
  });

  it('answers a signed-out visitor too (the front door offers the plans), with no plan of theirs', async () => {
    const response = await call(t.app, 'POST', '/api/user/availableplans/bundleonly', APP_HEADERS, { plans: [] });
    expect(response.statusCode).toBe(200);
    expect(availablePlansSchema.parse(response.json())).toMatchObject({ currentPlan: null, plans: expect.arrayContaining([expect.objectContaining({ productCode: 'STAT_PREMIUM_MONTHLY' })]) });
  });
});

describe('GET user/plan', () => {
  it('answers no plan and an account that has never bought, for a new viewer', async () => {
    const { headers, tveUserId } = await newViewer();
    const response = await call(t.app, 'GET', '/api/user/plan', headers);
    expect(response.statusCode).toBe(200);
    const { currentPlan, pendingPlan, accountInfo } = userPlanSchema.parse(response.json());
    expect(currentPlan).toBeNull();
    expect(pendingPlan).toBeNull();
    expect(accountInfo).toMatchObject({ accountCode: tveUserId, hasPurchased: false, subscriptionStatus: 'NONE', trialStatus: 'NONE', paymentMethod: null, accountCredit: 0, transactions: [] });
  });

  it('is the signed-in viewer’s own only', async () => {
    expectError(await call(t.app, 'GET', '/api/user/plan', APP_HEADERS), 401, ERROR_CODES.sessionLoggedOut);
  });
});
