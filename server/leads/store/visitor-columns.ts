/**
 * The visitor's name, e-mail address and phone as the leads table stores
 * them beside the fields (migration 11), read through the forms' one visitor
 * map, so the person finder and the search index need no knowledge of which
 * form keeps them where. The address is stored lowercased: the finder
 * matches it in any case.
 */
import { visitorOf } from "../../../contracts/lead-forms.ts";
import type { LeadFormName } from "../../../contracts/lead-protocol.ts";
import type { LeadsTable } from "../../db/tables.ts";

export type VisitorColumns = Pick<LeadsTable, "visitor_name" | "visitor_email" | "visitor_phone">;

export function visitorColumns(form: LeadFormName, fields: Readonly<Record<string, string>>): VisitorColumns {
  const visitor = visitorOf(form, fields);
  return {
    visitor_name: visitor.name === "" ? null : visitor.name,
    visitor_email: visitor.email?.toLowerCase() ?? null,
    visitor_phone: visitor.phone,
  };
}
