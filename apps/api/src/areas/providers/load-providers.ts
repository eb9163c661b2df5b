import { z } from 'zod';
import {
  activatePlatformSchema,
  PROVIDER_ACCOUNT_TYPES,
  providerDataSchema,
  registrationFieldSchema,
  type ActivatePlatform,
  type Dictionary,
  type ProviderData,
} from '@stat/contracts';
import { readSeedFile, SeedError } from '../../lib/read-seed-file.ts';

const color = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour is #rrggbb');

/** How the provider's own sign-in page looks (the embedded identity provider draws it). */
export const providerBrandSchema = z.object({
  background: color,
  surface: color,
  accent: color,
  accentText: color,
  text: color,
});
export type ProviderBrand = z.infer<typeof providerBrandSchema>;

/**
 * Where a provider's sign-in really happens: absent means the embedded identity provider. The
 * secret is never in the file, only the name of the environment variable that holds it.
 */
export const providerOidcSchema = z.object({
  issuer: z.url(),
  clientId: z.string().min(1),
  clientSecretEnv: z.string().regex(/^[A-Z][A-Z0-9_]*$/).optional(),
  scope: z.string().default('openid profile'),
});
export type ProviderOidc = z.infer<typeof providerOidcSchema>;

const registrationFormSchema = z.object({ primary: z.array(registrationFieldSchema), sub: z.array(registrationFieldSchema) });

const providersFileSchema = z.object({
  /** Named registration forms, so providers that ask the same questions share one definition. */
  registrationForms: z.record(z.string(), registrationFormSchema),
  defaults: z.object({ platforms: z.object({ activate: z.array(activatePlatformSchema) }) }),
  providers: z.array(
    z.object({
      id: z.number().int().positive(),
      registrationForm: z.string(),
      accountType: z.enum(PROVIDER_ACCOUNT_TYPES),
      parentalControls: z.string().nullable(),
      partitionedForms: z.boolean(),
      platforms: z.object({ activate: z.array(activatePlatformSchema) }).optional(),
      logOutLink: z.url().nullable(),
      externalLogout: z.boolean(),
      upsellTemplate: z.string().nullable(),
      brand: providerBrandSchema,
      oidc: providerOidcSchema.optional(),
    }),
  ),
});

/** A provider: its public data (GET mso/{id}), its page's look and where its sign-in happens. */
export interface ProviderRecord {
  data: ProviderData;
  brand: ProviderBrand;
  oidc: ProviderOidc | undefined;
}

/** The providers by id, and the file's defaults: what applies to a viewer with no provider (ott). */
export interface Providers extends ReadonlyMap<number, ProviderRecord> {
  readonly defaults: { platforms: { activate: readonly ActivatePlatform[] } };
}

/**
 * Reads the operator-edited providers file, fills in the public URL, validates it and joins each
 * provider to its dictionary entry (name, sign-in text). Every dictionary provider must have
 * one entry here; a problem throws a SeedError naming it.
 */
export async function loadProviders(file: string, publicUrl: string, dictionary: Pick<Dictionary, 'msos'>): Promise<Providers> {
  const fail = (problem: string) => new SeedError(`Invalid providers file ${file}: ${problem}`);
  const { registrationForms, defaults, providers } = await readSeedFile(file, 'providers file', providersFileSchema, publicUrl);
  const records = new Map<number, ProviderRecord>();
  for (const [index, provider] of providers.entries()) {
    const where = `providers.${index} (id ${provider.id})`;
    const entry = dictionary.msos.find((mso) => mso.id === provider.id);
    if (!entry) throw fail(`${where}: no provider in the dictionary has this id`);
    if (records.has(provider.id)) throw fail(`${where}: the id appears more than once`);
    const registration = registrationForms[provider.registrationForm];
    if (!registration) throw fail(`${where}: registrationForm "${provider.registrationForm}" is not defined`);
    if (provider.externalLogout && !provider.logOutLink) throw fail(`${where}: externalLogout needs a logOutLink`);
    const data = providerDataSchema.parse({
      id: provider.id,
      mso: entry.mso,
      logInText: entry.logInText,
      registration,
      accountType: provider.accountType,
      parentalControls: provider.parentalControls,
      partitionedForms: provider.partitionedForms,
      platforms: provider.platforms ?? defaults.platforms,
      logOutLink: provider.logOutLink,
      externalLogout: provider.externalLogout,
      upsellTemplate: provider.upsellTemplate,
    });
    records.set(provider.id, { data, brand: provider.brand, oidc: provider.oidc });
  }
  const missing = dictionary.msos.filter((mso) => !records.has(mso.id)).map((mso) => mso.id);
  if (missing.length > 0) throw fail(`the dictionary's provider ${missing.join(', ')} has no entry`);
  return Object.assign(records, { defaults });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The TV providers' registry, loaded at start (app.ts decorates it once). */
    providers: Providers;
  }
}
