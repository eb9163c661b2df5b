import { z } from 'zod';

/*
 * The flagd flag definition format (https://flagd.dev/reference/flag-definitions/), the subset
 * we serve: flags with state, variants, defaultVariant, optional JsonLogic targeting and
 * metadata; shared rules in $evaluators, used through {"$ref": "name"}.
 */

const metadataSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

const flagSchema = z
  .object({
    state: z.enum(['ENABLED', 'DISABLED']),
    variants: z.record(z.string(), z.json()).refine((variants) => Object.keys(variants).length > 0, 'needs at least one variant'),
    defaultVariant: z.string(),
    targeting: z.record(z.string(), z.unknown()).optional(),
    metadata: metadataSchema.optional(),
  })
  .refine((flag) => Object.hasOwn(flag.variants, flag.defaultVariant), {
    message: 'defaultVariant must name one of the variants',
    path: ['defaultVariant'],
  });

export const flagdFileSchema = z.object({
  $schema: z.string().optional(),
  flags: z.record(z.string().regex(/^[A-Za-z0-9_.-]+$/, 'flag keys are letters, digits, _ . -'), flagSchema),
  $evaluators: z.record(z.string(), z.unknown()).optional(),
  metadata: metadataSchema.optional(),
});

export type FlagdFile = z.infer<typeof flagdFileSchema>;
export type FlagdFlag = FlagdFile['flags'][string];

export class FlagFileError extends Error {
  override name = 'FlagFileError';
}

function resolveRefs(rule: unknown, evaluators: Record<string, unknown>, seen: string[]): unknown {
  if (Array.isArray(rule)) return rule.map((item) => resolveRefs(item, evaluators, seen));
  if (typeof rule !== 'object' || rule === null) return rule;
  const entries = Object.entries(rule);
  if (entries.length === 1 && entries[0]![0] === '$ref') {
    const name = String(entries[0]![1]);
    if (!Object.hasOwn(evaluators, name)) throw new FlagFileError(`$ref "${name}" names no entry of $evaluators`);
    if (seen.includes(name)) throw new FlagFileError(`$ref "${name}" refers to itself`);
    return resolveRefs(evaluators[name], evaluators, [...seen, name]);
  }
  return Object.fromEntries(entries.map(([key, value]) => [key, resolveRefs(value, evaluators, seen)]));
}

/** Validates a parsed flagd file and inlines its $ref rules; throws FlagFileError with the problems. */
export function parseFlagdFile(raw: unknown): FlagdFile {
  const parsed = flagdFileSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new FlagFileError(problems.join('; '));
  }
  const evaluators = parsed.data.$evaluators ?? {};
  const flags = Object.fromEntries(
    Object.entries(parsed.data.flags).map(([key, flag]) => [
      key,
      flag.targeting ? { ...flag, targeting: resolveRefs(flag.targeting, evaluators, []) as Record<string, unknown> } : flag,
    ]),
  );
  return { ...parsed.data, flags };
}
