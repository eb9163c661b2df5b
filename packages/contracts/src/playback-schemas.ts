import { z } from 'zod';
import { seasonSchema, titleSchema } from './catalogue-schemas.ts';
import { playFixSchema } from './play-fix-schemas.ts';
import { playRefSchema } from './playback-calls-schemas.ts';
import { DRM_FORMATS, ENTITLEMENTS } from './playback.ts';

/**
 * The schemas of playback.ts's answers and requests, apart from its values and labels: a module
 * that only names a label builds none of them (zod builds a schema when its module runs).
 */

/** The `{fmt}` path segment of start-play and of the catalogue's format calls. */
export const drmFormatSchema = z.enum(DRM_FORMATS);

/**
 * GET title/canplay/... and channel/canplay/...: the viewer may play. A refusal is the API error
 * with its fix (play-fix-schemas.ts); `notice` is what the page says beside the play button when
 * the viewer may play but should act (a failed payment being retried).
 */
export const canPlaySchema = z.object({ canPlay: z.literal(true), entitlement: z.enum(ENTITLEMENTS), notice: playFixSchema.optional() });

export type CanPlay = z.infer<typeof canPlaySchema>;

/** The house pre-roll played before a free title; its adplay calls carry the creativeId. */
export const prerollSchema = z.object({ creativeId: z.string(), uri: z.string() });

export type Preroll = z.infer<typeof prerollSchema>;

/**
 * GET title/startplay/... and channel/startplay/...: the manifests (adaptive and SD-only), the
 * licence URL with its short-lived token, the play's reference (the progress calls carry it),
 * and the credit marker and countdown for the next-episode prompt.
 */
export const startPlaySchema = z.object({
  uri: z.string(),
  sdUri: z.string(),
  licenseUrl: z.string(),
  /** FairPlay only: where the player fetches the application certificate. */
  certificateUrl: z.string().nullable(),
  refid: playRefSchema,
  entitlement: z.enum(ENTITLEMENTS),
  creditMarkerMillis: z.number().int().nonnegative().nullable(),
  countdownMillis: z.number().int().nonnegative().nullable(),
  preroll: prerollSchema.nullable(),
});

export type StartPlay = z.infer<typeof startPlaySchema>;

/**
 * A title's stream in one DRM format, as `titles/{id}/format/{fmt}` answers it: start-play's
 * manifests and licence endpoint, without the token. Nothing in it is personal (the media is
 * encrypted), and the licence endpoint releases keys only with the token start-play hands a
 * viewer it lets play (docs/decisions.md, "Catalogue API").
 */
export const titleStreamSchema = startPlaySchema
  .pick({ uri: true, sdUri: true, licenseUrl: true, certificateUrl: true })
  .extend({ format: drmFormatSchema });

export type TitleStream = z.infer<typeof titleStreamSchema>;

/** `titles/{id}/format/{fmt}`: the title as `titles/{id}` answers it, with its stream in that format. */
export const titleWithStreamSchema = titleSchema.extend({ stream: titleStreamSchema });

export type TitleWithStream = z.infer<typeof titleWithStreamSchema>;

/** `titles/series/{seriesId}/format/{fmt}`: `titles/series/{seriesId}` with each episode's stream. */
export const episodesForSeriesWithStreamSchema = z.object({
  episodesForSeries: z.array(seasonSchema.extend({ episodes: z.array(titleWithStreamSchema) })),
});

export type EpisodesForSeriesWithStream = z.infer<typeof episodesForSeriesWithStreamSchema>;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/);

/** The W3C EME ClearKey licence request: the key ids the CDM wants, base64url. */
export const clearKeyRequestSchema = z.object({
  kids: z.array(base64url.length(22)).min(1).max(16),
  type: z.enum(['temporary', 'persistent-license']).default('temporary'),
});

export type ClearKeyRequest = z.infer<typeof clearKeyRequestSchema>;

/** The W3C EME ClearKey licence: a JSON Web Key Set of symmetric keys. */
export const clearKeyLicenceSchema = z.object({
  keys: z.array(z.object({ kty: z.literal('oct'), kid: base64url, k: base64url })),
  type: z.enum(['temporary', 'persistent-license']),
});

export type ClearKeyLicence = z.infer<typeof clearKeyLicenceSchema>;

/** A FairPlay licence request as the player posts it (spec section 7: a form with spc and assetId). */
export const fairPlayLicenceRequestSchema = z.object({ spc: z.string().min(1).max(65_536), assetId: z.string().min(1).max(256) });
