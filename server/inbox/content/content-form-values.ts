/**
 * The business details' and the lending assumptions' forms as values (the list collections' forms are the
 * entry-list engine's, entry-list-form.ts): read from the draft, read from a post (as typed, every field a string, so a refused form
 * shows exactly what was sent), turned into the collection's body for the
 * store, and the schema's problems (contracts/site-content.ts) tied to the
 * control each is about, by its id. The schema is the one judge: nothing here
 * decides whether a value is good.
 */
import type { FastifyRequest } from "fastify";
import {
  type BusinessDetails,
  businessDetailsSchema,
  type CollectionName,
  lendingAssumptionsSchema,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  WEEK_DAYS,
  type WeekDay,
} from "../../../contracts/site-content.ts";
import {
  LENDING_ASSUMPTION_KEYS,
  type LendingAssumptionKey,
  type LendingAssumptions,
} from "../../../contracts/lending-assumptions.ts";
import { isListCollection } from "../../site/content/entry-lists.ts";
import { formField } from "../inbox-request.ts";
import type { FieldProblem } from "../sign-in/sign-in-fields.tsx";

export interface DayValues {
  opens: string;
  closes: string;
  closed: boolean;
}

export interface BusinessValues {
  phone: string;
  email: string;
  street: string;
  locality: string;
  state: string;
  postcode: string;
  abn: string;
  licence: string;
  hours: Record<WeekDay, DayValues>;
  links: Record<SocialNetwork, string>;
}

/** One lending assumption as its form holds it: every part as typed. */
export interface AssumedFigureValues {
  value: string;
  source: string;
  sourceUrl: string;
  since: string;
}

export type AssumptionValues = Record<LendingAssumptionKey, AssumedFigureValues>;

/** The ids (and names) of the business details form's controls. */
export const businessIds = {
  phone: "phone",
  email: "email",
  street: "street",
  locality: "locality",
  state: "state",
  postcode: "postcode",
  abn: "abn",
  licence: "licence",
  opens: (day: WeekDay) => `${day.toLowerCase()}-opens`,
  closes: (day: WeekDay) => `${day.toLowerCase()}-closes`,
  closed: (day: WeekDay) => `${day.toLowerCase()}-closed`,
  link: (network: SocialNetwork) => network.toLowerCase(),
};

/** "loanRepaymentRate" -> "loan-repayment-rate": the lending assumptions' ids are named for their keys. */
const idOf = (key: LendingAssumptionKey) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The ids (and names) of the lending assumptions form's controls. */
export const assumptionIds = {
  legend: (key: LendingAssumptionKey) => idOf(key),
  value: (key: LendingAssumptionKey) => `${idOf(key)}-value`,
  source: (key: LendingAssumptionKey) => `${idOf(key)}-source`,
  sourceUrl: (key: LendingAssumptionKey) => `${idOf(key)}-source-link`,
  since: (key: LendingAssumptionKey) => `${idOf(key)}-since`,
};

export function businessValuesOf(details: BusinessDetails): BusinessValues {
  const hours = Object.fromEntries(
    details.openingHours.map((day) => [
      day.day,
      { opens: day.opens ?? "", closes: day.closes ?? "", closed: day.opens === null && day.closes === null },
    ]),
  ) as Record<WeekDay, DayValues>;
  return {
    phone: details.phone,
    email: details.email,
    street: details.postalAddress.street,
    locality: details.postalAddress.locality,
    state: details.postalAddress.state,
    postcode: details.postalAddress.postcode,
    abn: details.abn,
    licence: details.australianCreditLicence,
    hours,
    links: { ...details.socialLinks },
  };
}

export function businessValuesFromPost(request: FastifyRequest): BusinessValues {
  const field = (name: string) => formField(request, name) ?? "";
  return {
    phone: field(businessIds.phone),
    email: field(businessIds.email),
    street: field(businessIds.street),
    locality: field(businessIds.locality),
    state: field(businessIds.state),
    postcode: field(businessIds.postcode),
    abn: field(businessIds.abn),
    licence: field(businessIds.licence),
    hours: Object.fromEntries(
      WEEK_DAYS.map((day) => [
        day,
        {
          opens: field(businessIds.opens(day)),
          closes: field(businessIds.closes(day)),
          closed: formField(request, businessIds.closed(day)) !== undefined,
        },
      ]),
    ) as Record<WeekDay, DayValues>,
    links: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, field(businessIds.link(network))])) as Record<
      SocialNetwork,
      string
    >,
  };
}

/** The business details the values say, for the schema: a day marked closed has no times. */
export function businessBodyOf(values: BusinessValues): unknown {
  return {
    phone: values.phone,
    email: values.email.trim(),
    postalAddress: {
      street: values.street,
      locality: values.locality,
      state: values.state,
      postcode: values.postcode.trim(),
    },
    abn: values.abn,
    australianCreditLicence: values.licence,
    openingHours: WEEK_DAYS.map((day) => {
      const hours = values.hours[day];
      return hours.closed ? { day, opens: null, closes: null } : { day, opens: hours.opens, closes: hours.closes };
    }),
    socialLinks: values.links,
  };
}

export function assumptionValuesOf(assumptions: LendingAssumptions): AssumptionValues {
  return Object.fromEntries(
    LENDING_ASSUMPTION_KEYS.map((key) => {
      const { value, source, sourceUrl, since } = assumptions[key];
      return [key, { value: String(value), source, sourceUrl, since }];
    }),
  ) as AssumptionValues;
}

export function assumptionValuesFromPost(request: FastifyRequest): AssumptionValues {
  const field = (name: string) => formField(request, name) ?? "";
  return Object.fromEntries(
    LENDING_ASSUMPTION_KEYS.map((key) => [
      key,
      {
        value: field(assumptionIds.value(key)),
        source: field(assumptionIds.source(key)),
        sourceUrl: field(assumptionIds.sourceUrl(key)),
        since: field(assumptionIds.since(key)),
      },
    ]),
  ) as AssumptionValues;
}

/**
 * The lending assumptions the values say, for the schema: a figure typed as a
 * plain decimal ("5.84", "5.84 %") is a number; anything else stays the text
 * it is, and the schema names its field.
 */
export function assumptionsBodyOf(values: AssumptionValues): unknown {
  return Object.fromEntries(
    LENDING_ASSUMPTION_KEYS.map((key) => {
      const figure = values[key];
      const decimal = /^(\d{1,3}(?:\.\d+)?)\s*%?$/.exec(figure.value.trim());
      return [
        key,
        {
          value: decimal ? Number(decimal[1]) : figure.value,
          source: figure.source,
          sourceUrl: figure.sourceUrl.trim(),
          since: figure.since.trim(),
        },
      ];
    }),
  );
}

/** The business details' problems, each at its control. */
export function businessProblems(values: BusinessValues): FieldProblem[] {
  const parsed = businessDetailsSchema.safeParse(businessBodyOf(values));
  if (parsed.success) return [];
  return uniqueProblems(
    parsed.error.issues.map((issue) => ({ field: businessFieldOf(issue.path), message: issue.message })),
  );
}

/** The control a problem of the business details is about, from the issue's path. */
function businessFieldOf(path: readonly PropertyKey[]): string {
  const [first, second, third] = path;
  switch (first) {
    case "postalAddress":
      return second === "locality" || second === "state" || second === "postcode" ? second : businessIds.street;
    case "australianCreditLicence":
      return businessIds.licence;
    case "openingHours": {
      const day = WEEK_DAYS[typeof second === "number" ? second : 0] ?? "Monday";
      return third === "closes" ? businessIds.closes(day) : businessIds.opens(day);
    }
    case "socialLinks":
      return businessIds.link(
        (SOCIAL_NETWORKS as readonly unknown[]).includes(second) ? (second as SocialNetwork) : "Facebook",
      );
    case "phone":
    case "email":
    case "abn":
      return first;
    default:
      return businessIds.phone;
  }
}

/** The lending assumptions' problems, each at its control. */
export function assumptionProblems(values: AssumptionValues): FieldProblem[] {
  const parsed = lendingAssumptionsSchema.safeParse(assumptionsBodyOf(values));
  if (parsed.success) return [];
  return uniqueProblems(
    parsed.error.issues.map((issue) => {
      const [key, part] = issue.path;
      const known = (LENDING_ASSUMPTION_KEYS as readonly unknown[]).includes(key);
      const figure = known ? (key as LendingAssumptionKey) : LENDING_ASSUMPTION_KEYS[0];
      const field =
        part === "source" || part === "sourceUrl" || part === "since"
          ? assumptionIds[part](figure)
          : assumptionIds.value(figure);
      return { field, message: issue.message };
    }),
  );
}

/** Problems the store found that the form's own check did not (none, while both read one schema): at the form's first control. */
export function storeProblems(collection: CollectionName, problems: readonly string[]): FieldProblem[] {
  const field = isListCollection(collection)
    ? `${collection}-list`
    : collection === "business"
      ? businessIds.phone
      : assumptionIds.value(LENDING_ASSUMPTION_KEYS[0]);
  return problems.map((message) => ({ field, message }));
}

/** Each problem once: a schema may name the same control for the same reason twice. */
export function uniqueProblems(problems: FieldProblem[]): FieldProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.field}\n${problem.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A non-negative whole number as a form sends it, or undefined. */
export function wholeNumber(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d{1,9}$/.test(text)) return undefined;
  return Number(text);
}
