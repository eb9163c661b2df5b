import { and, asc, desc, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { badRequest } from './recurly-error.ts';

/*
 * Recurly's list endpoints: `limit` (1–200, default 20), `order` (desc by default), `sort`
 * (created_at or updated_at), `begin_time`/`end_time`, and a `next` link carrying an opaque
 * cursor. Pages are read by keyset (the sort column, then the id), so a row written between
 * two pages neither repeats nor disappears.
 */

const timeParam = z.iso.datetime({ offset: true, local: true }).transform((value) => new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`));

const listQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(20),
  order: z.enum(['asc', 'desc']).default('desc'),
  sort: z.enum(['created_at', 'updated_at']).default('created_at'),
  begin_time: timeParam.optional(),
  end_time: timeParam.optional(),
  cursor: z.string().optional(),
});

export interface ListParams {
  limit: number;
  order: 'asc' | 'desc';
  sort: 'created_at' | 'updated_at';
  beginTime: Date | undefined;
  endTime: Date | undefined;
  /** Where the previous page stopped: its last row's sort value and id. */
  after: { at: Date; id: string } | null;
}

const cursorSchema = z.tuple([z.iso.datetime(), z.string().min(1)]);

/** The list parameters of a query string; a value out of range is Recurly's 400 bad_request. */
export function readListParams(query: unknown): ListParams {
  const parsed = listQuerySchema.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(`Invalid value for ${issue.path.join('.')}: ${issue.message}`);
  }
  const { limit, order, sort, begin_time, end_time, cursor } = parsed.data;
  let after: ListParams['after'] = null;
  if (cursor !== undefined) {
    const decoded = cursorSchema.safeParse(safeJson(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (!decoded.success) throw badRequest('Invalid value for cursor');
    after = { at: new Date(decoded.data[0]), id: decoded.data[1] };
  }
  return { limit, order, sort, beginTime: begin_time, endTime: end_time, after };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The columns a list pages by: its created_at and updated_at (the same column where there is none), and its id. */
export interface PageColumns {
  createdAt: PgColumn;
  updatedAt: PgColumn;
  id: PgColumn;
}

const sortColumn = (columns: PageColumns, params: ListParams) => (params.sort === 'updated_at' ? columns.updatedAt : columns.createdAt);

/** The time window (begin_time, end_time) on the sort column: what the total counts. */
export function windowCondition(columns: PageColumns, params: ListParams): SQL | undefined {
  const column = sortColumn(columns, params);
  return and(params.beginTime ? gte(column, params.beginTime) : undefined, params.endTime ? lte(column, params.endTime) : undefined);
}

/** The window, and past the cursor: rows after the previous page's last in the list's order. */
export function pageCondition(columns: PageColumns, params: ListParams): SQL | undefined {
  const column = sortColumn(columns, params);
  const { after } = params;
  // A row-value comparison, which the query builder has no operator for.
  const pastCursor = after
    ? params.order === 'desc'
      ? sql`(${column}, ${columns.id}) < (${after.at.toISOString()}::timestamptz, ${after.id})`
      : sql`(${column}, ${columns.id}) > (${after.at.toISOString()}::timestamptz, ${after.id})`
    : undefined;
  return and(windowCondition(columns, params), pastCursor);
}

export function pageOrder(columns: PageColumns, params: ListParams): SQL[] {
  const direction = params.order === 'desc' ? desc : asc;
  return [direction(sortColumn(columns, params)), direction(columns.id)];
}

export interface Page<Item> {
  items: Item[];
  /** The cursor of the page after this one; null on the last page. */
  next: string | null;
  /** Rows in the window, every page together (Recurly-Total-Records). */
  total: number;
}

/**
 * A page from the `limit + 1` rows read past the cursor: the extra row says whether a next page
 * exists. `key` gives a row's sort value (by params.sort) and id.
 */
export function toPage<Row>(rows: Row[], params: ListParams, total: number, key: (row: Row) => { createdAt: Date; updatedAt: Date; id: string }): Page<Row> {
  const items = rows.slice(0, params.limit);
  const last = items.at(-1);
  if (rows.length <= params.limit || !last) return { items, next: null, total };
  const { createdAt, updatedAt, id } = key(last);
  const at = params.sort === 'updated_at' ? updatedAt : createdAt;
  return { items, next: Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url'), total };
}

/** The `next` link: this path with the same parameters and the next page's cursor. */
export function nextLink(path: string, params: ListParams, cursor: string | null, extra: Record<string, string> = {}): string | null {
  if (cursor === null) return null;
  const query = new URLSearchParams({ ...extra, limit: String(params.limit), order: params.order, sort: params.sort, cursor });
  if (params.beginTime) query.set('begin_time', params.beginTime.toISOString());
  if (params.endTime) query.set('end_time', params.endTime.toISOString());
  return `${path}?${query.toString()}`;
}
