/**
 * Every step of the schema, in order. A step is never edited once released:
 * a change to the schema is a new file at the end, listed here, so a
 * database made by any earlier version of the server is brought up to date
 * on start.
 */
import type { Migration } from "./migration.ts";
import { migration as step1 } from "./001-leads-and-their-deliveries.ts";
import { migration as step2 } from "./002-installation-secrets.ts";
import { migration as step3 } from "./003-due-deliveries-by-channel.ts";
import { migration as step4 } from "./004-lease-owners.ts";
import { migration as step5 } from "./005-no-request-metadata-and-the-privacy-audit.ts";
import { migration as step6 } from "./006-the-staff-inbox-staff-sessions-triage-notes-search.ts";
import { migration as step7 } from "./007-the-inbox-s-counts-overview-and-first-responses.ts";
import { migration as step8 } from "./008-the-calculator-scenario-sent-with-an-inquiry.ts";
import { migration as step9 } from "./009-shared-state-of-several-servers.ts";
import { migration as step10 } from "./010-sign-in-limits-shared-by-every-server.ts";
import { migration as step11 } from "./011-visitor-columns.ts";
import { migration as step12 } from "./012-rate-limit-counts-unlogged.ts";
import { migration as step13 } from "./013-three-staff-roles.ts";
import { migration as step14 } from "./014-site-content-versions.ts";
import { migration as step15 } from "./015-content-images.ts";
import { migration as step16 } from "./016-lead-owners-availability-and-routing.ts";
import { migration as step17 } from "./017-the-callback-request-form.ts";
import { migration as step18 } from "./018-the-first-contact-clock.ts";
import { migration as step19 } from "./019-closed-dates.ts";
import { migration as step20 } from "./020-first-contact-figures.ts";
import { migration as step21 } from "./021-first-contact-tallies.ts";
import { migration as step22 } from "./022-staff-passkeys.ts";

export const migrations: readonly Migration[] = [
  step1,
  step2,
  step3,
  step4,
  step5,
  step6,
  step7,
  step8,
  step9,
  step10,
  step11,
  step12,
  step13,
  step14,
  step15,
  step16,
  step17,
  step18,
  step19,
  step20,
  step21,
  step22,
];
