import { z } from 'zod';

// Branded ids (excalidraw's habit): each is a number at runtime, but the compiler refuses a
// TitleId where a SeriesId is meant. Parse with the schema to get one; never cast a number, but
// where a checked number's kind is known otherwise: from its route's name (the web's
// route-params.ts) or its parsed record's type (catalogueHref).
const id = z.number().int().nonnegative();

export const titleIdSchema = id.brand<'TitleId'>();
/** A movie, fight or episode: what /play/{titleId} plays and the detail pages show. */
export type TitleId = z.infer<typeof titleIdSchema>;

export const seriesIdSchema = id.brand<'SeriesId'>();
export type SeriesId = z.infer<typeof seriesIdSchema>;

export const collectionIdSchema = id.brand<'CollectionId'>();
/** A movie collection or curated list (/movies/{collectionId}, /collection/{id}). */
export type CollectionId = z.infer<typeof collectionIdSchema>;

export const categoryIdSchema = id.brand<'CategoryId'>();
export type CategoryId = z.infer<typeof categoryIdSchema>;

export const msoIdSchema = id.brand<'MsoId'>();
/** A TV provider (multiple-system operator) of the dictionary. */
export type MsoId = z.infer<typeof msoIdSchema>;

export const statusIncidentIdSchema = z.number().int().positive().brand<'StatusIncidentId'>();
/** An operator's service incident (`npm run status`, GET status). */
export type StatusIncidentId = z.infer<typeof statusIncidentIdSchema>;
