import { z } from 'zod';
import { PARTNER_BILLING_TYPES, PARTNER_IDS, partnerIdSchema, type PartnerId } from '@stat/contracts';
import { readSeedFile, SeedError } from '../../lib/read-seed-file.ts';
import { SEED_DIR } from '../../paths.ts';
import type { PlansFile } from './plans-file.ts';
import { providerOidcSchema, type ProviderOidc } from '../providers/load-providers.ts';
import { hashPassword } from '../sign-in/idp/password-hash.ts';
import type { PartnerParty } from '../sign-in/idp/partner-parties.ts';

const offerSchema = z.object({
  code: z.string().regex(/^[A-Z0-9_]{1,64}$/),
  productCode: z.string(),
  couponCode: z.string(),
  trialDays: z.number().int().nonnegative(),
});
export type PartnerOfferRecord = z.infer<typeof offerSchema>;

const partnersFileSchema = z.object({
  partners: z
    .array(
      z.object({
        id: partnerIdSchema,
        name: z.string().min(1),
        billingType: z.enum(PARTNER_BILLING_TYPES),
        manageUrl: z.url({ protocol: /^https$/ }),
        offer: offerSchema.optional(),
        /** The partner's own OpenID Connect issuer (production); absent, the embedded identity provider signs its members in. */
        oidc: providerOidcSchema.optional(),
        members: z.array(z.object({ id: z.string().regex(/^[a-z0-9-]{1,64}$/), username: z.string().min(1).max(100), password: z.string().min(1) })),
      }),
    )
    .refine((partners) => new Set(partners.map((partner) => partner.id)).size === partners.length, 'Each partner once'),
});

/** A partner as the server keeps it: its members' passwords hashed at load, never kept as typed. */
export interface PartnerRecord {
  id: PartnerId;
  name: string;
  billingType: (typeof PARTNER_BILLING_TYPES)[number];
  manageUrl: string;
  offer: PartnerOfferRecord | null;
  oidc?: ProviderOidc | undefined;
  members: { id: string; username: string; passwordHash: string }[];
}
export type Partners = ReadonlyMap<PartnerId, PartnerRecord>;

/** The partners file (seed/partners.json). */
export const PARTNERS_FILE = `${SEED_DIR}/partners.json`;

/**
 * Reads the partners file and checks each partner's own offer against the plans file (a plan on
 * sale, a coupon for it); a problem throws a SeedError, so the server never starts with it.
 */
export async function loadPartnersFile(file: string, plans: PlansFile): Promise<Partners> {
  const { partners } = await readSeedFile(file, 'partners file', partnersFileSchema);
  const missing = PARTNER_IDS.filter((id) => !partners.some((partner) => partner.id === id));
  if (missing.length) throw new SeedError(`Invalid partners file ${file}: no partner ${missing.join(', ')}`);
  const records = new Map<PartnerId, PartnerRecord>();
  for (const partner of partners) {
    const { offer } = partner;
    if (offer && !plans.coupons.some((coupon) => coupon.code === offer.couponCode && coupon.plans.includes(offer.productCode))) {
      throw new SeedError(`Invalid partners file ${file}: ${partner.id}'s offer needs a plan with a coupon for it in the plans file`);
    }
    const members = await Promise.all(partner.members.map(async ({ id, username, password }) => ({ id, username, passwordHash: await hashPassword(password) })));
    records.set(partner.id, { ...partner, offer: offer ?? null, members });
  }
  return records;
}

/**
 * Where a partner sends its member back: the paywall, which finishes the subscription with the
 * code (registered at the issuer as the redirect URI). One address for every partner, without a
 * query: the code exchange sends the redirect URI without one (openid-client strips it), and the
 * web app remembers which partner it left for.
 */
export function partnerReturnUrl(publicUrl: string): string {
  return `${publicUrl}/continuePurchase`;
}

/** The partners the embedded identity provider signs members in for: those without an issuer of their own. */
export function partnerParties(partners: Partners, publicUrl: string): PartnerParty[] {
  return [...partners.values()]
    .filter((partner) => !partner.oidc)
    .map((partner) => ({ id: partner.id, name: partner.name, redirectUri: partnerReturnUrl(publicUrl), members: partner.members }));
}
