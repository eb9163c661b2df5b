import { parseArgs } from 'node:util';
import { STATUS_AFFECTS, statusAffectsSchema, statusIncidentIdSchema, statusIncidentTextSchema, type StatusAffects, type StatusIncidentId } from '@stat/contracts';

export const STATUS_USAGE = `Usage: npm run status -- --incident "<what viewers see, 3 to 280 characters>" --affects <${STATUS_AFFECTS.join('|')}>
       npm run status -- --resolve [--id <incident id>]   (every open incident, or that one)
       (with the server's DATA_DIR and DATABASE_URL)`;

/** A command `npm run status` takes, or why the arguments are not one. */
export type StatusCommand =
  | { kind: 'declare'; text: string; affects: StatusAffects }
  | { kind: 'resolve'; id: StatusIncidentId | null }
  | { kind: 'invalid'; reason: string };

/** The command line of `npm run status` (what follows `--`), parsed and checked: pure, no I/O. */
export function parseStatusArgs(args: readonly string[]): StatusCommand {
  let values: { incident?: string; affects?: string; resolve?: boolean; id?: string };
  try {
    values = parseArgs({
      args: [...args],
      options: { incident: { type: 'string' }, affects: { type: 'string' }, resolve: { type: 'boolean' }, id: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return { kind: 'invalid', reason: error instanceof Error ? error.message : String(error) };
  }
  if (values.resolve) {
    if (values.incident !== undefined || values.affects !== undefined) return { kind: 'invalid', reason: '--resolve takes no --incident or --affects' };
    if (values.id === undefined) return { kind: 'resolve', id: null };
    const id = /^[1-9]\d{0,9}$/.test(values.id) ? statusIncidentIdSchema.safeParse(Number(values.id)).data : undefined;
    return id ? { kind: 'resolve', id } : { kind: 'invalid', reason: `--id must be an incident's number, not ${JSON.stringify(values.id)}` };
  }
  if (values.id !== undefined) return { kind: 'invalid', reason: '--id goes with --resolve' };
  if (values.incident === undefined) return { kind: 'invalid', reason: 'say --incident "<text>" --affects <area>, or --resolve' };
  const text = statusIncidentTextSchema.safeParse(values.incident);
  if (!text.success) return { kind: 'invalid', reason: `the incident's text must be one line of 3 to 280 characters (${text.error.issues[0]?.message ?? 'invalid'})` };
  const affects = statusAffectsSchema.safeParse(values.affects);
  if (!affects.success) return { kind: 'invalid', reason: `--affects must be one of ${STATUS_AFFECTS.join(', ')}` };
  return { kind: 'declare', text: text.data, affects: affects.data };
}
