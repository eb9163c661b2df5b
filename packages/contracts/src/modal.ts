import { z } from 'zod';

/** A button or link that carries either an internal route (by name) or an external link. */
export const promoActionSchema = z.object({
  label: z.string(),
  route: z.string().optional(),
  href: z.url().optional(),
  icon: z.string().optional(),
});

/** The generic modal's content (shell spec sections 3 and 4). */
export const modalSchema = z.object({
  title: z.string().optional(),
  titleImagePath: z.string().optional(),
  body: z.string().optional(),
  buttons: z.array(z.object({ label: z.string(), route: z.string().optional() })).default([]),
  loading: z.boolean().default(false),
  requireConfirmation: z.boolean().default(false),
});
export type Modal = z.input<typeof modalSchema>;

/** A promo text block: headlines, body, flags and calls to action, with short mobile forms. */
export const promoTextBlockSchema = z.object({
  headline: z.string(),
  headlineShort: z.string().optional(),
  body: z.string().optional(),
  bodyShort: z.string().optional(),
  flag: z.string().optional(),
  flagShort: z.string().optional(),
  disclaimer: z.string().optional(),
  buttons: z.array(promoActionSchema).default([]),
  secondaryCta: promoActionSchema.omit({ icon: true }).optional(),
  logoUrl: z.string().optional(),
});
export type PromoTextBlock = z.infer<typeof promoTextBlockSchema>;
