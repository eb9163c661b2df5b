import { and, count, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { gatewayAddOns, gatewayCoupons, gatewayGiftCards, gatewayInvoices, gatewayPlans, type GatewayGiftCardRow } from '../../../db/gateway-schema.ts';
import type { PlansFile } from '../../billing/plans-file.ts';
import { pageCondition, pageOrder, toPage, windowCondition, type ListParams, type Page } from './list-pages.ts';
import { CURRENCY } from './money.ts';
import { newRecurlyId, type PathId } from './recurly-ids.ts';

/**
 * A coupon off one-time charges (Recurly's fixed discount with applies_to_non_plan_charges): the
 * pay-per-view's (FIGHTNIGHT10), declared in the operator's event file. `redeemBy` is epoch ms.
 */
export interface ChargeCoupon {
  code: string;
  description: string;
  amountOffInCents: number;
  redeemBy?: number | null;
}

/**
 * What the gateway sells (plans, their add-ons, coupons) and the gift cards it honours: seeded
 * from the operator's plans file, read by the API and by purchases.
 */
export function createCatalogRepository(db: Db, now: () => Date) {
  const planWhere = (ref: PathId<'code'>) => (ref.by === 'code' ? eq(gatewayPlans.code, ref.value) : eq(gatewayPlans.id, ref.value));

  return {
    /**
     * Upserts the plans file, in one transaction: plans by code (an annual plan as 12 months, a
     * trial in days), each plan's copy of every add-on at the price for its interval, coupons,
     * gift cards; then the coupons off one-time charges. Plans, add-ons and coupons gone from
     * both are deactivated, not deleted: subscriptions and invoices still name them. A gift card
     * redeemed here stays redeemed.
     */
    seed(file: PlansFile, chargeCoupons: readonly ChargeCoupon[] = []): Promise<void> {
      const at = now();
      return db.transaction(async (tx) => {
        const planCodes = file.plans.map((plan) => plan.code);
        for (const plan of file.plans) {
          const values = {
            code: plan.code,
            name: plan.name,
            state: 'active' as const,
            intervalUnit: 'months' as const,
            intervalLength: plan.interval === 'year' ? 12 : 1,
            trialUnit: 'days' as const,
            trialLength: plan.trialDays,
            currency: CURRENCY,
            unitAmountCents: plan.priceInCents,
            updatedAt: at,
            deletedAt: null,
          };
          const [stored] = await tx
            .insert(gatewayPlans)
            .values({ id: newRecurlyId(), createdAt: at, ...values })
            .onConflictDoUpdate({ target: gatewayPlans.code, set: values })
            .returning({ id: gatewayPlans.id });
          const addOnCodes = file.addOns.map((addOn) => addOn.code);
          for (const addOn of file.addOns) {
            const addOnValues = { name: addOn.name, state: 'active' as const, currency: CURRENCY, unitAmountCents: addOn.priceInCents[plan.interval], updatedAt: at, deletedAt: null };
            await tx
              .insert(gatewayAddOns)
              .values({ id: newRecurlyId(), planId: stored!.id, code: addOn.code, createdAt: at, ...addOnValues })
              .onConflictDoUpdate({ target: [gatewayAddOns.planId, gatewayAddOns.code], set: addOnValues });
          }
          await tx
            .update(gatewayAddOns)
            .set({ state: 'inactive', deletedAt: at, updatedAt: at })
            .where(and(eq(gatewayAddOns.planId, stored!.id), eq(gatewayAddOns.state, 'active'), addOnCodes.length ? notInArray(gatewayAddOns.code, addOnCodes) : undefined));
        }
        await tx
          .update(gatewayPlans)
          .set({ state: 'inactive', deletedAt: at, updatedAt: at })
          .where(and(eq(gatewayPlans.state, 'active'), notInArray(gatewayPlans.code, planCodes)));

        for (const coupon of file.coupons) {
          const values = {
            name: coupon.name,
            percentOff: coupon.percentOff,
            planCodes: coupon.plans,
            redeemBy: coupon.redeemBy ? new Date(coupon.redeemBy) : null,
            temporalMonths: coupon.durationInMonths ?? null,
            discountType: 'percent' as const,
            amountOffCents: null,
            appliesToNonPlanCharges: false,
            expiredAt: null,
            updatedAt: at,
          };
          await tx
            .insert(gatewayCoupons)
            .values({ id: newRecurlyId(), code: coupon.code, createdAt: at, ...values })
            .onConflictDoUpdate({ target: gatewayCoupons.code, set: values });
        }
        for (const coupon of chargeCoupons) {
          const values = {
            name: coupon.description,
            percentOff: null,
            planCodes: [],
            redeemBy: coupon.redeemBy ? new Date(coupon.redeemBy) : null,
            temporalMonths: null,
            discountType: 'fixed' as const,
            amountOffCents: coupon.amountOffInCents,
            appliesToNonPlanCharges: true,
            expiredAt: null,
            updatedAt: at,
          };
          await tx
            .insert(gatewayCoupons)
            .values({ id: newRecurlyId(), code: coupon.code, createdAt: at, ...values })
            .onConflictDoUpdate({ target: gatewayCoupons.code, set: values });
        }
        const couponCodes = [...file.coupons, ...chargeCoupons].map((coupon) => coupon.code);
        await tx
          .update(gatewayCoupons)
          .set({ expiredAt: at, updatedAt: at })
          .where(and(isNull(gatewayCoupons.expiredAt), couponCodes.length ? notInArray(gatewayCoupons.code, couponCodes) : undefined));

        for (const card of file.giftCards) {
          await tx
            .insert(gatewayGiftCards)
            .values({
              id: newRecurlyId(),
              redemptionCode: card.code,
              currency: CURRENCY,
              unitAmountCents: card.amountInCents,
              redeemedAt: card.redeemed ? at : null,
              createdAt: at,
              updatedAt: at,
            })
            .onConflictDoUpdate({
              target: gatewayGiftCards.redemptionCode,
              set: {
                // A redeemed card keeps the value it was redeemed for, and stays redeemed.
                unitAmountCents: sql`CASE WHEN ${gatewayGiftCards.redeemedAt} IS NULL THEN excluded.unit_amount_cents ELSE ${gatewayGiftCards.unitAmountCents} END`,
                redeemedAt: sql`coalesce(${gatewayGiftCards.redeemedAt}, excluded.redeemed_at)`,
                updatedAt: at,
              },
            });
        }
      });
    },

    async listPlans(params: ListParams, state: 'active' | 'inactive' | undefined): Promise<Page<typeof gatewayPlans.$inferSelect>> {
      const filter = state ? eq(gatewayPlans.state, state) : undefined;
      const rows = await db
        .select()
        .from(gatewayPlans)
        .where(and(filter, pageCondition(gatewayPlans, params)))
        .orderBy(...pageOrder(gatewayPlans, params))
        .limit(params.limit + 1);
      const [total] = await db.select({ n: count() }).from(gatewayPlans).where(and(filter, windowCondition(gatewayPlans, params)));
      return toPage(rows, params, total!.n, (row) => row);
    },

    async findPlan(ref: PathId<'code'>) {
      const [plan] = await db.select().from(gatewayPlans).where(planWhere(ref));
      return plan ?? null;
    },

    /** Plans by code, for a coupon's list of the plans it applies to. */
    plansByCodes(codes: readonly string[]) {
      return codes.length
        ? db.select({ id: gatewayPlans.id, code: gatewayPlans.code, name: gatewayPlans.name }).from(gatewayPlans).where(inArray(gatewayPlans.code, [...codes])).orderBy(gatewayPlans.code)
        : Promise.resolve([]);
    },

    async listAddOns(planId: string, params: ListParams, state: 'active' | 'inactive' | undefined) {
      const filter = and(eq(gatewayAddOns.planId, planId), state ? eq(gatewayAddOns.state, state) : undefined);
      const rows = await db
        .select()
        .from(gatewayAddOns)
        .where(and(filter, pageCondition(gatewayAddOns, params)))
        .orderBy(...pageOrder(gatewayAddOns, params))
        .limit(params.limit + 1);
      const [total] = await db.select({ n: count() }).from(gatewayAddOns).where(and(filter, windowCondition(gatewayAddOns, params)));
      return toPage(rows, params, total!.n, (row) => row);
    },

    /** A plan's add-ons by code (active or not: purchases check the state). */
    addOnsByCode(planId: string, codes: readonly string[]) {
      return codes.length
        ? db.select().from(gatewayAddOns).where(and(eq(gatewayAddOns.planId, planId), inArray(gatewayAddOns.code, [...codes])))
        : Promise.resolve([]);
    },

    async findCoupon(ref: PathId<'code'>) {
      const [coupon] = await db.select().from(gatewayCoupons).where(ref.by === 'code' ? eq(gatewayCoupons.code, ref.value) : eq(gatewayCoupons.id, ref.value));
      return coupon ?? null;
    },

    async listGiftCards(params: ListParams) {
      const rows = await db
        .select()
        .from(gatewayGiftCards)
        .where(pageCondition(gatewayGiftCards, params))
        .orderBy(...pageOrder(gatewayGiftCards, params))
        .limit(params.limit + 1);
      const [total] = await db.select({ n: count() }).from(gatewayGiftCards).where(windowCondition(gatewayGiftCards, params));
      return toPage(rows, params, total!.n, (row) => row);
    },

    async findGiftCard(by: { id: string } | { redemptionCode: string }) {
      const [card] = await db
        .select()
        .from(gatewayGiftCards)
        .where('id' in by ? eq(gatewayGiftCards.id, by.id) : eq(gatewayGiftCards.redemptionCode, by.redemptionCode));
      return card ?? null;
    },

    /** What is left of each card: its amount until redeemed, then its credit invoice's unspent part (0 if it has none). */
    async giftCardBalances(cards: readonly GatewayGiftCardRow[]): Promise<Map<string, number>> {
      const invoiceIds = cards.flatMap((card) => (card.redemptionInvoiceId ? [card.redemptionInvoiceId] : []));
      const credits = invoiceIds.length
        ? await db.select({ id: gatewayInvoices.id, balanceCents: gatewayInvoices.balanceCents }).from(gatewayInvoices).where(inArray(gatewayInvoices.id, invoiceIds))
        : [];
      const unspent = new Map(credits.map((invoice) => [invoice.id, -invoice.balanceCents]));
      return new Map(
        cards.map((card) => [card.id, card.redeemedAt === null ? card.unitAmountCents : card.redemptionInvoiceId ? (unspent.get(card.redemptionInvoiceId) ?? 0) : 0]),
      );
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
