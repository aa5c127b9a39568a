/**
 * The list's address read once for the list, the live API and the export:
 * the filter (inbox-filter.ts), the page (`before`), the values to show back
 * in the form, each problem by its field, and the filters that were applied
 * as a query string, for the links that keep them (paging, export, live
 * updates): a value that was set aside is not passed on.
 */
import type { FastifyRequest } from "fastify";
import { type FilterField, type InboxFilterReading, inboxFilterQuery, readInboxFilter } from "./inbox-filter.ts";

export interface ListQuery extends InboxFilterReading {
  /** The applied filters as a query without "?" or `before`; "" for none. */
  query: string;
}

export function readListQuery(request: FastifyRequest, viewerId: number): ListQuery {
  const reading = readInboxFilter(request.query as Record<string, string | string[] | undefined>, viewerId);
  const applied: Partial<Record<FilterField, string>> = { ...reading.values, before: "" };
  for (const field of Object.keys(reading.problems) as FilterField[]) applied[field] = "";
  return { ...reading, query: inboxFilterQuery(applied).replace(/^\?/, "") };
}
