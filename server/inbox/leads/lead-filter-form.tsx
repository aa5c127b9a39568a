/**
 * The filters above the list: a form that GETs the list again, so a filtered
 * view lives in its address and can be bookmarked or shared. Each field shows
 * what the address holds; a value that cannot be read is shown back with its
 * problem at the field, and the list shows everything that field would have
 * narrowed.
 */
import { enquiryTypes, references } from "../../../contracts/lead-forms.ts";
import { INBOX_PATH } from "../../../contracts/inbox-paths.ts";
import { FORM_LABELS } from "./field-labels.ts";
import { FILTER_LABELS, type FilterField, INBOX_FILTER_PARAMS } from "./inbox-filter.ts";
import { type InboxView, LEAD_STATUSES, STATUS_LABELS } from "./lead-inbox.ts";

/** The filters the form sets; view is the section, before the page. */
type FormField = Exclude<FilterField, "view" | "before">;

export interface FilterFormProps {
  view: InboxView;
  /** What the address holds, as typed. */
  values: Partial<Record<FilterField, string>>;
  /** What is wrong with a value; each message starts with its field's label. */
  problems: Partial<Record<FilterField, string>>;
}

/** A control's id: its parameter's name, so a link to #filter-q lands on the search box. */
const idOf = (field: FormField) => `filter-${INBOX_FILTER_PARAMS[field]}`;

function fieldState(field: FormField, problems: FilterFormProps["problems"], hintId?: string) {
  const problem = problems[field];
  const describedBy = [hintId, problem ? `${idOf(field)}-error` : undefined].filter(Boolean).join(" ");
  return {
    id: idOf(field),
    name: INBOX_FILTER_PARAMS[field],
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
}

function Problem({ field, problems }: { field: FormField; problems: FilterFormProps["problems"] }) {
  const problem = problems[field];
  return problem ? (
    <p className="field-error" id={`${idOf(field)}-error`}>
      {problem}.
    </p>
  ) : null;
}

interface Choice {
  value: string;
  label: string;
}

function Select({
  field,
  any,
  choices,
  props,
}: {
  field: FormField;
  any: string;
  choices: readonly Choice[];
  props: FilterFormProps;
}) {
  const value = props.values[field] ?? "";
  // A value the address holds but no option has (mistyped by hand) stays visible, beside its problem.
  const known = value === "" || choices.some((choice) => choice.value === value);
  return (
    <div className="field">
      <label htmlFor={idOf(field)}>{FILTER_LABELS[field]}</label>
      <select {...fieldState(field, props.problems)} defaultValue={value}>
        <option value="">{any}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
        {known ? null : <option value={value}>{value}</option>}
      </select>
      <Problem field={field} problems={props.problems} />
    </div>
  );
}

function Check({ field, props }: { field: FormField; props: FilterFormProps }) {
  return (
    <div className="field check">
      <label htmlFor={idOf(field)}>
        <input
          type="checkbox"
          value="1"
          {...fieldState(field, props.problems)}
          defaultChecked={props.values[field] === "1"}
        />
        {FILTER_LABELS[field]}
      </label>
      <Problem field={field} problems={props.problems} />
    </div>
  );
}

function DateField({ field, props }: { field: FormField; props: FilterFormProps }) {
  return (
    <div className="field">
      <label htmlFor={idOf(field)}>{FILTER_LABELS[field]}</label>
      <input
        type="date"
        {...fieldState(field, props.problems, "filter-dates-hint")}
        defaultValue={props.values[field] ?? ""}
      />
      <Problem field={field} problems={props.problems} />
    </div>
  );
}

export function FilterForm(props: FilterFormProps) {
  const { view, values, problems } = props;
  const clear = view === "inbox" ? INBOX_PATH : `${INBOX_PATH}?view=${view}`;
  return (
    <form method="get" action={INBOX_PATH} className="filters" aria-label="Filters">
      {view === "inbox" ? null : <input type="hidden" name="view" value={view} />}
      <div className="field search">
        <label htmlFor={idOf("search")}>{FILTER_LABELS.search}</label>
        <input type="search" {...fieldState("search", problems, "filter-q-hint")} defaultValue={values.search ?? ""} />
        <p className="hint" id="filter-q-hint">
          Names, e-mail addresses, phone numbers and messages. Each word matches the start of a word.
        </p>
        <Problem field="search" problems={problems} />
      </div>
      <Select
        field="status"
        any="Any status"
        choices={LEAD_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
        props={props}
      />
      <Select
        field="form"
        any="Either form"
        choices={Object.entries(FORM_LABELS).map(([value, label]) => ({ value, label }))}
        props={props}
      />
      <Select field="enquiryType" any="Any enquiry type" choices={enquiryTypes} props={props} />
      <Select
        field="reference"
        any="Anywhere"
        choices={references.map((reference) => ({ value: reference, label: reference }))}
        props={props}
      />
      <DateField field="from" props={props} />
      <DateField field="to" props={props} />
      <p className="hint dates-hint" id="filter-dates-hint">
        From and To are arrival dates in Melbourne, both included.
      </p>
      <Check field="mine" props={props} />
      <Check field="unread" props={props} />
      <div className="buttons">
        <button type="submit">Apply</button>
        <a href={clear}>Clear filters</a>
      </div>
    </form>
  );
}
