/**
 * Reading what a request to the inbox carries: a lead's id from the address,
 * and a form's fields from the body. Anything else in them is ignored, and
 * anything malformed reads as missing, so a route answers it (404 or 400)
 * rather than failing.
 */
import type { FastifyRequest } from "fastify";

/** Lead ids are random UUIDs (lead-store.ts). */
const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The :id of the address, when it can be a lead's. */
export function leadIdOf(request: FastifyRequest): string | undefined {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  return typeof id === "string" && LEAD_ID.test(id) ? id : undefined;
}

/** A form field's value (the first, if sent twice), or undefined. */
export function formField(request: FastifyRequest, name: string): string | undefined {
  const body = request.body;
  if (typeof body !== "object" || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : undefined;
}

/** A query parameter's value (the first, if given twice), or undefined. */
export function queryValue(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first : undefined;
}
