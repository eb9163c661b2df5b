import { z } from 'zod';
import { PAYWALL_STEP_IDS, paywallPageSchema } from '@stat/contracts';
import { readSeedFile } from '../../lib/read-seed-file.ts';
import { PAYWALL_HERO_ARTS } from './paywall-hero-art.ts';
import { duplicatePageNames, pageSetProblems, pagesOfVariation, PAYWALL_CONDITIONS } from './paywall-pages.ts';

/** A campaign id, flow or partner as a variation names it. */
const conditionValue = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected 1 to 64 letters, digits, _ or -');

/** A page as the operator writes it: the hero named by its art, which the server draws and sizes. */
const filePageSchema = paywallPageSchema
  .omit({ images: true })
  .extend({
    pageName: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Expected 1 to 40 lower-case letters, digits or -'),
    images: z.object({ PAYWALL_HERO: z.object({ art: z.enum(PAYWALL_HERO_ARTS), alt: z.string() }) }),
  })
  .superRefine((page, context) => {
    const order = page.steps.map((step) => PAYWALL_STEP_IDS.indexOf(step.id));
    if (order.some((position, index) => index > 0 && position <= (order[index - 1] ?? -1))) {
      context.addIssue({ code: 'custom', path: ['steps'], message: `Steps go once each, in the journey's order: ${PAYWALL_STEP_IDS.join(', ')}` });
    }
  });
export type PaywallFilePage = z.infer<typeof filePageSchema>;

const paywallFileSchema = z
  .object({
    /** The default pages: what any query without a matching variation gets. */
    pages: z.array(filePageSchema).min(1),
    variations: z.array(
      z.object({
        name: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Expected 1 to 40 lower-case letters, digits or -'),
        /** Every condition given must hold; at least one. */
        when: z
          .object({ cid: conditionValue, flow: conditionValue, partner: conditionValue })
          .partial()
          .refine((when) => PAYWALL_CONDITIONS.some((key) => when[key] !== undefined), 'Give at least one of cid, flow, partner'),
        /** Only the pages it changes (same name) or adds. */
        pages: z.array(filePageSchema).min(1),
      }),
    ),
  })
  .superRefine((file, context) => {
    for (const problem of pageSetProblems(file.pages)) context.addIssue({ code: 'custom', path: ['pages'], message: problem });
    const seen = new Map<string, string>();
    file.variations.forEach((variation, index) => {
      const problems = [
        ...duplicatePageNames(variation.pages).map((name) => `the page ${name} is given twice`),
        ...pageSetProblems(pagesOfVariation(file.pages, variation)).map((problem) => `over the default pages, ${problem}`),
      ];
      const conditions = JSON.stringify(PAYWALL_CONDITIONS.map((key) => variation.when[key]?.toLowerCase() ?? null));
      const earlier = seen.get(conditions);
      if (earlier) problems.push(`its conditions are ${earlier}'s, which comes first, so it could never be chosen`);
      else seen.set(conditions, variation.name);
      for (const problem of problems) context.addIssue({ code: 'custom', path: ['variations', index], message: problem });
    });
    const names = file.variations.map((variation) => variation.name);
    for (const name of names.filter((name, index) => names.indexOf(name) !== index)) {
      context.addIssue({ code: 'custom', path: ['variations'], message: `the variation ${name} is given twice` });
    }
  });

/** The operator's paywall file (seed/paywall.json): the default pages and their variations. */
export type PaywallFile = z.infer<typeof paywallFileSchema>;

/** Reads and validates the paywall file; a problem throws a SeedError naming it, so the server never starts with it. */
export async function loadPaywallFile(file: string): Promise<PaywallFile> {
  return readSeedFile(file, 'paywall file', paywallFileSchema);
}
