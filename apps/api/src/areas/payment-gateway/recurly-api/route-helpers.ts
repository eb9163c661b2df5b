import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { GatewayAccountsRepository } from './accounts-repository.ts';
import { nextLink, type ListParams, type Page } from './list-pages.ts';
import { invalidFields, notFound } from './recurly-error.ts';
import { readPathId } from './recurly-ids.ts';

/** Recurly's name for a field of a request body: `subscriptions[0].add_ons[1].code`. */
function paramName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)), '');
}

/**
 * The body read with its schema; a body that fails it is Recurly's 422 validation error, one
 * param per problem. The recurly client sends every field it was given, unset ones as null.
 */
export function readBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw invalidFields(parsed.error.issues.map((issue) => ({ param: paramName(issue.path), message: issue.message })));
}

/** A list answer (object `list`, has_more, next, data), its total in Recurly-Total-Records as Recurly sends it. */
export function sendList<Item>(
  request: FastifyRequest,
  reply: FastifyReply,
  params: ListParams,
  page: Page<Item>,
  answer: (item: Item) => unknown,
  filters: Record<string, string> = {},
) {
  const path = request.url.split('?')[0]!;
  reply.header('Recurly-Total-Records', String(page.total));
  return {
    object: 'list',
    has_more: page.next !== null,
    next: nextLink(path, params, page.next, filters),
    data: page.items.map(answer),
  };
}

/** The account a path's account_id names (an id, or `code-…`); Recurly's 404 when there is none. */
export async function accountOr404(accounts: GatewayAccountsRepository, accountId: string) {
  const ref = readPathId(accountId, 'code');
  const account = await accounts.find(ref);
  if (!account) throw notFound('Account', ref.by, ref.value);
  return account;
}
