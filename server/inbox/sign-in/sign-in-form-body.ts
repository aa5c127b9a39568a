/**
 * One text field of a posted form, as the signed-out forms read it. A field
 * sent twice, or a body that is not a form at all, reads as empty: the form
 * then says the field is missing rather than the server failing on it.
 */
export function formText(body: unknown, name: string): string {
  if (typeof body !== "object" || body === null) return "";
  const value = (body as Record<string, unknown>)[name];
  return typeof value === "string" ? value : "";
}

/** One text value of the address's query, read the same way. */
export function queryText(query: unknown, name: string): string | undefined {
  const value = formText(query, name);
  return value === "" ? undefined : value;
}
