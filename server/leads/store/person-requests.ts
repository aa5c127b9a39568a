/**
 * A person's requests about their own leads (APPs 12 and 13, and erasure):
 * find them by the e-mail address or phone number they gave, give them a
 * copy, or delete them. The commands are in lead-cli.ts, and the staff inbox
 * deletes from a lead's page (server/inbox/leads/lead-deletion.tsx); this is what
 * they share: reading the person's address or number, finding their leads,
 * and the deletion itself, so both erase the same way and audit it alike.
 */
import { z } from "zod";
import { normaliseAustralianPhone } from "../../../contracts/australian-phone.ts";
import { UsageError } from "../../command-line.ts";
import type { Erasure, LeadStore, StoredLead } from "./lead-store.ts";

export type PersonContact = { email: string; phone?: undefined } | { phone: string; email?: undefined };

/**
 * The person named by --email or --phone, as the store keeps it (the phone
 * normalised to +61...), or undefined when neither was given. Both at once
 * would be ambiguous (their leads, or either's?), so that is refused.
 */
export function personContact(values: { email?: string; phone?: string }): PersonContact | undefined {
  if (values.email !== undefined && values.phone !== undefined)
    throw new UsageError("Give --email or --phone, not both.");
  if (values.email !== undefined) {
    const email = values.email.trim().toLowerCase();
    if (!z.email().safeParse(email).success)
      throw new UsageError("--email must be an e-mail address, like mia.tran@example.com.");
    return { email };
  }
  if (values.phone !== undefined) {
    const phone = normaliseAustralianPhone(values.phone);
    if (!phone)
      throw new UsageError("--phone must be an Australian phone number, like 0412 345 678 or (03) 5550 0148.");
    return { phone };
  }
  return undefined;
}

/**
 * Every lead with the person's e-mail address or their phone number, oldest
 * first. Either is enough: someone who wrote once from work and once from
 * home, with the same mobile, is still the one person asking.
 */
export async function personsLeads(
  store: Pick<LeadStore, "listLeads">,
  person: { email?: string; phone?: string },
): Promise<StoredLead[]> {
  const found = new Map<string, StoredLead>();
  if (person.email) for (const lead of await store.listLeads({ email: person.email })) found.set(lead.id, lead);
  if (person.phone) for (const lead of await store.listLeads({ phone: person.phone })) found.set(lead.id, lead);
  return [...found.values()].sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}

/**
 * Erases a person's leads and their deliveries for good, recorded in the
 * privacy audit as a deletion on request, with `reason` saying who asked
 * through what (never the person's address or number).
 */
export function erasePersonsLeads(
  store: Pick<LeadStore, "eraseLeads">,
  ids: readonly string[],
  reason: string,
): Promise<Erasure> {
  return store.eraseLeads(ids, { action: "deletion on request", reason });
}

export interface DeletionIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** Asks on the terminal; resolves true only for a clear yes. */
  confirm?(question: string): Promise<boolean>;
}

/**
 * Deletes every lead of the person, after a yes on the terminal unless
 * `yes`. Prints the ids and the count, never the leads' content: the output
 * may be kept in a shell's history or a ticket. Returns the exit code.
 */
export async function deletePersonsLeads(
  store: LeadStore,
  person: PersonContact,
  options: { yes: boolean },
  io: DeletionIo,
): Promise<number> {
  const ids = (await personsLeads(store, person)).map((lead) => lead.id);
  if (ids.length === 0) {
    io.stdout("No leads match: nothing deleted.\n");
    return 0;
  }
  const counted = ids.length === 1 ? "1 lead" : `${ids.length} leads`;
  if (!options.yes) {
    const question = `Delete ${counted} (${ids.join(", ")}) and their deliveries, for good? Type "yes" to delete: `;
    if (!(await io.confirm?.(question))) {
      io.stderr("Nothing deleted.\n");
      return 1;
    }
  }
  const option = person.email !== undefined ? "--email" : "--phone";
  const erased = await erasePersonsLeads(store, ids, `the person's request (delete ${option})`);
  io.stdout(
    `Deleted ${erased.ids.length === 1 ? "1 lead" : `${erased.ids.length} leads`}:\n${erased.ids.map((id) => `  ${id}\n`).join("")}`,
  );
  if (!erased.filesCleared) {
    io.stderr(
      "The WAL could not be truncated just now (a reader held it): the deleted text leaves the -wal at the next erasure, the daily purge at the latest.\n",
    );
  }
  return 0;
}
