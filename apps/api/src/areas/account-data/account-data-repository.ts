import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { AccountData } from '@stat/contracts';
import type { Db } from '../../db/database.ts';
import { keptPaymentRecords } from '../../db/account-data-schema.ts';
import { cancellations } from '../../db/cancellation-schema.ts';
import { ppvCredits } from '../../db/ppv-credits-schema.ts';
import { ppvPurchases } from '../../db/ppv-schema.ts';
import { accounts, devices, myListItems, parentalControls, users, watchProgress } from '../../db/schema.ts';
import type { DbTransaction } from '../start-up/users-repository.ts';

/**
 * What the export reads from our tables; the route adds the gateway's transactions and the
 * newsletters (the newsletters area's rule: the weekly one is the user's own column).
 */
export type StoredAccountData = Omit<AccountData, 'generatedAt' | 'transactions' | 'consent'> & { consent: Omit<AccountData['consent'], 'newsletters'> };

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The viewer's data in our tables (issue 26 section 5): read for "Download my data", and the
 * payment records kept when the account is deleted. Every call takes the user; routes pass the
 * session's.
 */
export function createAccountDataRepository(db: Db) {
  return {
    /** Everything we hold about the user, read in one transaction so the parts agree; null when there is no such user. */
    async read(tveUserId: string): Promise<StoredAccountData | null> {
      return db.transaction(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.tveUserId, tveUserId));
        if (!user) return null;
        const [account] = await tx.select({ birthDate: accounts.birthDate }).from(accounts).where(eq(accounts.tveUserId, tveUserId));
        const list = await tx.select().from(myListItems).where(eq(myListItems.tveUserId, tveUserId)).orderBy(desc(myListItems.addedAt));
        const progress = await tx.select().from(watchProgress).where(eq(watchProgress.tveUserId, tveUserId)).orderBy(desc(watchProgress.updatedAt));
        const tvs = await tx.select().from(devices).where(eq(devices.tveUserId, tveUserId)).orderBy(desc(devices.activatedAt));
        const [restrictions] = await tx.select().from(parentalControls).where(eq(parentalControls.tveUserId, tveUserId));
        const purchases = await tx.select().from(ppvPurchases).where(eq(ppvPurchases.tveUserId, tveUserId)).orderBy(desc(ppvPurchases.createdAt));
        const cancels = await tx.select().from(cancellations).where(eq(cancellations.tveUserId, tveUserId)).orderBy(desc(cancellations.canceledAt));
        return {
          profile: {
            tveUserId: user.tveUserId,
            accountType: user.accountType === 'sub' ? 'sub' : 'primary',
            userName: user.userName,
            emailAddress: user.emailAddress,
            firstName: user.firstName,
            lastName: user.lastName,
            gender: user.gender,
            zipcode: user.zipcode,
            provider: user.mso,
            birthDate: account?.birthDate ?? null,
            autoplay: user.autoplay,
            createdAt: iso(user.createdAt),
          },
          consent: { termsAccepted: user.legal },
          myList: list.map((item) => ({ itemType: item.itemType, itemId: item.itemId, addedAt: iso(item.addedAt) })),
          progress: progress.map((row) => ({ titleId: row.titleId, seconds: row.seconds, status: row.status, hiddenFromShelf: row.hidden, updatedAt: iso(row.updatedAt) })),
          devices: tvs.map((device) => ({
            id: device.id as AccountData['devices'][number]['id'],
            name: device.name,
            platform: device.platform,
            activatedAt: iso(device.activatedAt),
            lastUsedAt: iso(device.lastUsedAt),
          })),
          restrictions: restrictions
            ? ({ movie: restrictions.movie, tv: restrictions.tv, defaultMovie: restrictions.defaultMovie, defaultTv: restrictions.defaultTv } as AccountData['restrictions'])
            : null,
          ppvPurchases: purchases.map((purchase) => ({
            productId: purchase.productId,
            description: purchase.description,
            status: purchase.status,
            amountInCents: purchase.amountInCents,
            paymentMethod: purchase.paymentMethod,
            orderNumber: purchase.orderNumber,
            createdAt: iso(purchase.createdAt),
            paidAt: isoOrNull(purchase.paidAt),
          })),
          cancellations: cancels.map((cancel) => ({
            reasons: cancel.reasons,
            canceledAt: iso(cancel.canceledAt),
            expiresAt: iso(cancel.expiresAt),
            reactivatedAt: isoOrNull(cancel.reactivatedAt),
          })),
        };
      });
    },

    /**
     * Copies the user's paid pay-per-view purchases and refunded credits into kept_payment_records,
     * stripped of the user, within the deletion's transaction (docs/decisions.md).
     */
    async keepPaymentRecords(tx: DbTransaction, tveUserId: string, deletedAt: Date): Promise<void> {
      const paid = await tx
        .select()
        .from(ppvPurchases)
        .where(and(eq(ppvPurchases.tveUserId, tveUserId), eq(ppvPurchases.status, 'paid')));
      const refunded = await tx
        .select()
        .from(ppvCredits)
        .where(and(eq(ppvCredits.tveUserId, tveUserId), isNotNull(ppvCredits.refundedAt)));
      const descriptions = new Map(paid.map((purchase) => [purchase.id, purchase.description]));
      const records = [
        ...paid.map((purchase) => ({
          id: purchase.id,
          kind: 'ppv_purchase' as const,
          productId: purchase.productId,
          description: purchase.description,
          amountInCents: purchase.amountInCents ?? 0,
          invoiceId: purchase.invoiceId,
          orderNumber: purchase.orderNumber,
          transactedAt: purchase.paidAt ?? purchase.createdAt,
          accountDeletedAt: deletedAt,
        })),
        ...refunded.map((credit) => ({
          id: credit.id,
          kind: 'ppv_credit' as const,
          productId: credit.productId,
          description: descriptions.get(credit.purchaseId) ?? credit.productId,
          amountInCents: credit.amountInCents,
          invoiceId: credit.creditInvoiceId,
          orderNumber: null,
          transactedAt: credit.refundedAt!,
          accountDeletedAt: deletedAt,
        })),
      ];
      if (records.length > 0) await tx.insert(keptPaymentRecords).values(records).onConflictDoNothing();
    },
  };
}
export type AccountDataRepository = ReturnType<typeof createAccountDataRepository>;
