import { z } from 'zod';
import { statusIncidentIdSchema } from './ids.ts';
import { STATUS_AFFECTS, STATUS_INCIDENT_TEXT_MAX, STATUS_INCIDENT_TEXT_MIN } from './service-status.ts';

export const statusAffectsSchema = z.enum(STATUS_AFFECTS);

/**
 * The operator's words for an incident: trimmed, one line of printable text (no control
 * characters, so no line breaks or escapes), between the bounds. Always rendered as text.
 */
export const statusIncidentTextSchema = z
  .string()
  .trim()
  .min(STATUS_INCIDENT_TEXT_MIN)
  .max(STATUS_INCIDENT_TEXT_MAX)
  .regex(/^[^\p{Cc}]*$/u, 'no control characters');

/** One incident: since when (epoch ms), and until when (null while it is open). */
export const statusIncidentSchema = z.object({
  id: statusIncidentIdSchema,
  text: z.string(),
  affects: statusAffectsSchema,
  startedAt: z.number().int(),
  endedAt: z.number().int().nullable(),
});
export type StatusIncident = z.infer<typeof statusIncidentSchema>;

/** GET status: the open incidents (newest first), then those resolved in the last STATUS_RECENT_DAYS (newest first). */
export const serviceStatusSchema = z.object({
  current: z.array(statusIncidentSchema),
  recent: z.array(statusIncidentSchema),
});
export type ServiceStatus = z.infer<typeof serviceStatusSchema>;

/** GET user/status/all-clear: resolved incidents the viewer was shown and has not dismissed (newest first). */
export const statusAllClearSchema = z.object({ incidents: z.array(statusIncidentSchema) });
export type StatusAllClear = z.infer<typeof statusAllClearSchema>;
