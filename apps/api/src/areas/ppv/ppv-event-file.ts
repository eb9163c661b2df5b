import { z } from 'zod';
import { PPV_EVENT_KINDS, PPV_PAGE_NAMES, ppvFightCardSchema, ppvPageTextSchema, ppvPhaseSchema, ppvSectionSchema, titleIdSchema, type PpvPhase } from '@stat/contracts';
import { readSeedFile } from '../../lib/read-seed-file.ts';

const instant = z.iso.datetime({ offset: true }).transform((text) => Date.parse(text));

/** The headline's runs, when given, spell the headline: the two must not tell different stories. */
const pageTextSchema = ppvPageTextSchema.refine(
  (text) => text.headlineSegments.length === 0 || text.headlineSegments.map((segment) => segment.text).join('') === text.headline,
  { path: ['headlineSegments'], message: 'The segments, joined, are the headline' },
);

const filePageSchema = z.object({
  /** The phases the page is shown in (the promo modal: once a session in these). */
  visibleIn: z.array(ppvPhaseSchema),
  category: z.string().min(1),
  /** Texts before the event (pre, dayof, prepress), while it is live, and after it. */
  before: pageTextSchema,
  live: pageTextSchema,
  after: pageTextSchema,
});

const sectionOrder = z
  .array(ppvSectionSchema)
  .min(1)
  .refine((sections) => new Set(sections).size === sections.length, 'Each section at most once');

const ppvEventFileSchema = z
  .object({
    productId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    name: z.string().min(1),
    doorsAt: instant,
    mainEventAt: instant,
    endsAt: instant,
    price: z.object({ inCents: z.number().int().positive(), earlyInCents: z.number().int().positive() }),
    pages: z.object(Object.fromEntries(PPV_PAGE_NAMES.map((name) => [name, filePageSchema])) as Record<(typeof PPV_PAGE_NAMES)[number], typeof filePageSchema>),
    /** The event page's sections, in order, per phase. */
    sections: z.object(Object.fromEntries(ppvPhaseSchema.options.map((phase) => [phase, sectionOrder])) as Record<PpvPhase, typeof sectionOrder>),
    mainCard: ppvFightCardSchema,
    prelimCard: ppvFightCardSchema,
    vod: z.object({ headline: z.string(), shelves: z.array(z.object({ headline: z.string().min(1), titleIds: z.array(titleIdSchema).min(1) })) }),
    faq: z.object({ headline: z.string(), items: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })) }),
    moreWaysToBuyUrl: z.url({ protocol: /^https?$/ }),
    doubleHeader: z.boolean(),
    /**
     * Coupons off the event (FIGHTNIGHT10): a fixed amount off its price, seeded into the embedded
     * gateway at start (with Recurly the operator creates the same coupon there). Only a coupon
     * named here is taken for this event.
     */
    coupons: z
      .array(
        z.object({
          code: z.string().regex(/^[A-Z0-9-]{1,50}$/),
          description: z.string().min(1),
          amountOffInCents: z.number().int().positive(),
          redeemBy: instant.nullish(),
        }),
      )
      .default([]),
    schedule: z.object({
      headline: z.string(),
      description: z.string(),
      /** The events after this one. */
      upcoming: z.array(z.object({ id: z.string().regex(/^[a-z0-9-]{1,40}$/), kind: z.enum(PPV_EVENT_KINDS), name: z.string().min(1), startsAt: instant })),
    }),
  })
  .superRefine((file, context) => {
    if (!(file.doorsAt <= file.mainEventAt && file.mainEventAt < file.endsAt)) {
      context.addIssue({ code: 'custom', path: ['mainEventAt'], message: 'Expected doorsAt <= mainEventAt < endsAt' });
    }
    if (file.price.earlyInCents > file.price.inCents) {
      context.addIssue({ code: 'custom', path: ['price', 'earlyInCents'], message: 'The early price is at most the price' });
    }
    for (const [name, card] of [['mainCard', file.mainCard], ['prelimCard', file.prelimCard]] as const) {
      const orders = card.bouts.map((bout) => bout.order);
      if (new Set(orders).size !== orders.length) context.addIssue({ code: 'custom', path: [name, 'bouts'], message: 'Each bout has its own order' });
    }
    const boutIds = [...file.mainCard.bouts, ...file.prelimCard.bouts].map((bout) => bout.id);
    if (new Set(boutIds).size !== boutIds.length) context.addIssue({ code: 'custom', path: ['mainCard'], message: 'Each bout has its own id across both cards' });
  });

/** The operator's event file (seed/ppv-event.json), its times as epoch ms. */
export type PpvEventFile = z.infer<typeof ppvEventFileSchema>;

/** Reads and validates the event file; a problem throws a SeedError naming it. */
export function loadPpvEventFile(file: string): Promise<PpvEventFile> {
  return readSeedFile(file, 'pay-per-view event file', ppvEventFileSchema);
}
