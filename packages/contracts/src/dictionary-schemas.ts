import { z } from 'zod';
import { BILLING_TYPES } from './constants.ts';
import { SOCIAL_NETWORKS } from './dictionary.ts';

/**
 * The schemas of dictionary.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

const url = z.url();

/** A provider (MSO) as the dictionary lists it for the provider picker. */
export const msoEntrySchema = z.object({
  id: z.number().int().positive(),
  mso: z.string(),
  logInText: z.string(),
  authURL: url,
  pickerImage: z.object({ url: z.string() }),
});

export type MsoEntry = z.infer<typeof msoEntrySchema>;

export const linkSchema = z.object({ label: z.string(), url });

export type Link = z.infer<typeof linkSchema>;

export const legalLinkSchema = linkSchema.extend({
  /** 'Do not sell' links are left out of the footer, which adds its own. */
  doNotSell: z.boolean().default(false),
});

export const socialLinkSchema = linkSchema.extend({ network: z.enum(SOCIAL_NETWORKS) });

/** External addresses the app links or redirects to; operators edit them in the seed file. */
export const helpUrlsSchema = z.object({
  helpCenter: url,
  supportedDevices: url,
  contactUs: url,
  portal: url,
  oculus: url,
  privacyPolicy: url,
  doNotSell: url,
  closedCaptioning: url,
  moreWaysToBuy: url,
});

export type HelpUrls = z.infer<typeof helpUrlsSchema>;

export const appStoreLinksSchema = z.object({ apple: url, amazon: url, google: url });

/** The dictionary: GET dictionary. Seeded from a data file an operator edits. */
export const dictionarySchema = z.object({
  links: z.object({ about: z.string(), providers: z.string() }),
  legal: z.object({ footer: z.string(), links: z.array(legalLinkSchema), accessibility: z.string() }),
  social: z.array(socialLinkSchema),
  msos: z.array(msoEntrySchema),
  /** Ids of the featured providers shown in the simple picker view. */
  pickerList: z.array(z.number().int().positive()),
  deviceNames: z.record(z.string(), z.string()),
  billingTypeLabels: z.record(z.enum(BILLING_TYPES), z.string()),
  /** Where each billing type's subscription is managed: a line of help, and a link where there is one. */
  billingTypeHelp: z.record(z.enum(BILLING_TYPES), z.object({ text: z.string(), link: linkSchema.optional() })),
  impactIds: z.record(z.string(), z.string()),
  helpUrls: helpUrlsSchema,
  appStores: appStoreLinksSchema,
  trialDisclaimer: z.string(),
  paywallLegalFooter: z.string(),
});

export type Dictionary = z.infer<typeof dictionarySchema>;
