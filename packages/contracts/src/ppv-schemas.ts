import { z } from 'zod';
import { titleIdSchema } from './ids.ts';
import { promoActionSchema } from './modal.ts';
import { ppvIncidentSchema } from './ppv-credits-schemas.ts';
import { PPV_PHASES, PPV_SECTIONS, PPV_EVENT_KINDS, PPV_REFRESH_CAP_SECONDS } from './ppv.ts';

/**
 * The schemas of ppv.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

export const ppvPhaseSchema = z.enum(PPV_PHASES);

export type PpvPhase = z.infer<typeof ppvPhaseSchema>;

export const ppvSectionSchema = z.enum(PPV_SECTIONS);

export type PpvSection = z.infer<typeof ppvSectionSchema>;

/** What a page says in a phase, as the operator writes it; the server picks before, live or after. */
export const ppvPageTextSchema = z.object({
  headline: z.string().min(1),
  /** The headline in runs, the emphasised ones drawn in the fight-night accent. */
  headlineSegments: z.array(z.object({ text: z.string().min(1), emphasis: z.boolean() })),
  dateLine: z.string(),
  purchaseLine: z.string(),
  description: z.object({ short: z.string(), long: z.string() }),
  buttons: z.array(promoActionSchema),
});

export type PpvPageText = z.infer<typeof ppvPageTextSchema>;

export const ppvPageSchema = ppvPageTextSchema.extend({
  isLive: z.boolean(),
  /** Always false here: the state is the same for everyone (the viewer's purchase is GET user/ppv/latest-purchase). */
  hasPurchased: z.boolean(),
  imageUrl: z.string().min(1),
  /** Epoch ms of the main event, which the countdowns count down to. */
  countdownTimestamp: z.number().int(),
  index: z.number().int().min(0),
  category: z.string(),
  type: z.literal('PPV'),
  visible: z.boolean(),
});

export type PpvPage = z.infer<typeof ppvPageSchema>;

/** GET ppv/state: the same for every visitor; clients refresh after expiresIn seconds. */
export const ppvStateSchema = z.object({
  state: ppvPhaseSchema,
  productId: z.string().min(1),
  priceInCents: z.number().int().positive(),
  /** Seconds to the next change (a phase or the price), at most PPV_REFRESH_CAP_SECONDS. */
  expiresIn: z.number().int().min(1).max(PPV_REFRESH_CAP_SECONDS),
  /** The event page's sections in this phase's order. */
  sections: z.array(ppvSectionSchema),
  event: z.object({
    name: z.string(),
    doorsAt: z.number().int(),
    mainEventAt: z.number().int(),
    /** When the price goes up from the early price; null once it has. */
    earlyPriceUntil: z.number().int().nullable(),
  }),
  /** The open incident (`npm run ppv -- --incident start`): every page shows the status banner while it is set. */
  incident: ppvIncidentSchema.nullish(),
  pages: z.object({
    general: ppvPageSchema,
    banner: ppvPageSchema,
    event: ppvPageSchema,
    modal: ppvPageSchema,
    home: ppvPageSchema,
    promotion: ppvPageSchema,
  }),
});

export type PpvState = z.infer<typeof ppvStateSchema>;

export const ppvBoutSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  order: z.number().int().min(1),
  weightClass: z.string().min(1),
  fighters: z.tuple([z.string().min(1), z.string().min(1)]),
  titleFight: z.boolean(),
});

export type PpvBout = z.infer<typeof ppvBoutSchema>;

export const ppvFightCardSchema = z.object({ headline: z.string().min(1), description: z.string(), bouts: z.array(ppvBoutSchema).min(1) });

export type PpvFightCard = z.infer<typeof ppvFightCardSchema>;

/** A VOD shelf: titles from our catalogue, by id, with their names for the shelf. */
export const ppvShelfSchema = z.object({
  headline: z.string().min(1),
  titles: z.array(z.object({ id: titleIdSchema, name: z.string() })),
});

/** GET ppv/event. */
export const ppvEventSchema = z.object({
  name: z.string(),
  mainfightcard: ppvFightCardSchema,
  prelimfightcard: ppvFightCardSchema,
  vodContent: z.object({ headline: z.string(), shelves: z.array(ppvShelfSchema) }),
  faq: z.object({ headline: z.string(), items: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })) }),
  moreWaysToBuyUrl: z.url({ protocol: /^https?$/ }),
  doubleHeader: z.boolean(),
  /** The replay buyers watch after the event, a title a VOD shelf holds (docs/decisions.md, "Pay-per-view channel"). */
  replayTitleId: titleIdSchema,
});

export type PpvEvent = z.infer<typeof ppvEventSchema>;

export const ppvScheduleEventSchema = z.object({
  id: z.string(),
  kind: z.enum(PPV_EVENT_KINDS),
  name: z.string(),
  startsAt: z.number().int(),
  live: z.boolean(),
});

export type PpvScheduleEvent = z.infer<typeof ppvScheduleEventSchema>;

/** GET ppv/schedule: the coming events, the current one first while it is on. */
export const ppvScheduleSchema = z.object({
  headline: z.string(),
  description: z.string(),
  expiresIn: z.number().int().min(1).max(PPV_REFRESH_CAP_SECONDS),
  events: z.array(ppvScheduleEventSchema),
});

export type PpvSchedule = z.infer<typeof ppvScheduleSchema>;
