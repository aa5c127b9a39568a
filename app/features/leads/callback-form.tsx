import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import type { DefaultValues } from "react-hook-form";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import {
  callbackWindows,
  describeCallbackTime,
  spokenDate,
  spokenWindow,
  WEEKDAYS,
  weekdayWindows,
  type WeekHours,
} from "../../../contracts/business-clock.ts";
import {
  CALLBACK_ASAP,
  callbackTimeValue,
  readCallbackTime,
  weekdayCallbackValue,
} from "../../../contracts/callback-time.ts";
import { callbackSchemaAt, FIELD_LIMITS, type CallbackInput } from "../../../contracts/lead-forms.ts";
import { NOT_SENT_NOTICE_IDS } from "../../../contracts/lead-protocol.ts";
import { GroupedSelectField } from "./form-field.tsx";
import { LeadField, type LeadFieldSpec } from "./lead-field.tsx";
import { LeadFormFrame } from "./lead-form-frame.tsx";
import { CallbackSentBanner, wordsOfNotice } from "./callback-sent-banner.tsx";
import { SendFailedAlert, SubmitButton } from "./send-status.tsx";
import { useClosedDates } from "./use-closed-dates.ts";
import { useLeadForm } from "./use-lead-form.ts";

const emptyCallback: DefaultValues<CallbackInput> = { callerName: "", callerPhone: "", callbackTime: CALLBACK_ASAP };

const callbackFields: readonly LeadFieldSpec<CallbackInput>[] = [
  {
    name: "callerName",
    input: { label: "Your name", type: "text", autoComplete: "name", maxLength: FIELD_LIMITS.name },
  },
  {
    name: "callerPhone",
    input: { label: "Your phone", type: "tel", autoComplete: "tel", maxLength: FIELD_LIMITS.phone },
  },
];

let openedAt: Date | undefined;
const noSubscription = () => () => undefined;

/** When the page's script first asked, the same on every call; null in the prerendered page and during hydration. */
function usePageOpenedAt(): Date | null {
  return useSyncExternalStore(
    noSubscription,
    () => (openedAt ??= new Date()),
    () => null,
  );
}

const asSoonAsPossible = [{ value: CALLBACK_ASAP, label: "As soon as possible" }] as const;

/**
 * The preferred time's choices. Prerendered, the page cannot know today's
 * date: it offers each weekday the firm opens and its windows ("Tuesday",
 * 10 am – 12 pm), which the server takes as the next such window. Once the
 * script runs, they are the next five business days' windows not yet
 * started, by date, leaving out the days the firm is closed once the lead
 * server has said which (use-closed-dates.ts).
 */
function timeGroups(hours: WeekHours, now: Date | null, closedDates: readonly string[]) {
  if (!now) {
    return WEEKDAYS.map((weekday, index) => ({
      label: weekday,
      options: weekdayWindows(hours, index).map((window) => ({
        value: weekdayCallbackValue(index, window),
        label: spokenWindow(window),
      })),
    })).filter((group) => group.options.length > 0);
  }
  return callbackWindows(now, hours, closedDates).map((day) => ({
    label: spokenDate(day.date),
    options: day.windows.map((window) => ({ value: callbackTimeValue(window), label: spokenWindow(window) })),
  }));
}

/**
 * The short "Request a callback" form on /inquiry: a name, a phone
 * and a preferred time, checked against the published opening hours here and
 * again by the server. It posts as plain HTML before hydration or without
 * JavaScript; its thank-you says when we will call.
 */
export function CallbackForm({ hours }: { hours: WeekHours }) {
  const hydrated = useHydrated();
  const now = usePageOpenedAt();
  const closedDates = useClosedDates();
  const schema = useMemo(() => callbackSchemaAt({ hours, closedDates, now: () => new Date() }), [hours, closedDates]);
  const [sentWords, setSentWords] = useState("");
  const chosen = useRef("");
  const { formRef, onSubmit, register, errors, status, replace } = useLeadForm("callback", schema, emptyCallback, {
    onSent: () => setSentWords(chosen.current),
  });

  // Once running in the browser the choices are dates, and then lose any the firm is closed:
  // the form's value is whichever the select now shows.
  useEffect(() => {
    const select = formRef.current?.querySelector<HTMLSelectElement>('select[name="callbackTime"]');
    if (now && select) replace("callbackTime", select.value || CALLBACK_ASAP);
  }, [now, closedDates, formRef, replace]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const sent = new FormData(event.currentTarget).get("callbackTime");
    const reading = readCallbackTime(typeof sent === "string" ? sent : "", {
      hours,
      closedDates,
      now: () => new Date(),
    });
    chosen.current = reading.ok ? describeCallbackTime(reading.choice) : "";
    onSubmit(event);
  };

  // After a plain HTML post, once hydrated: the time chosen is in the notice's id the server sent back to.
  const words = sentWords || (status.sent && hydrated ? wordsOfNotice(hours, window.location.hash.slice(1)) : "");

  return (
    <LeadFormFrame form="callback" formRef={formRef} onSubmit={submit}>
      {[
        ...callbackFields.map((field) => (
          <LeadField key={field.name} field={field} register={register} errors={errors} />
        )),
        <GroupedSelectField
          key="callbackTime"
          {...register("callbackTime")}
          label="Preferred time"
          error={errors.callbackTime?.message}
          required
          options={asSoonAsPossible}
          groups={timeGroups(hours, now, closedDates)}
        />,
        <div key="send" className="grid gap-4">
          <div>
            <SubmitButton sending={status.sending}>Request a Callback</SubmitButton>
          </div>
          <CallbackSentBanner shown={status.sent} hours={hours} words={words} />
          <SendFailedAlert shown={status.failed} noScriptId={NOT_SENT_NOTICE_IDS.callback} />
        </div>,
      ]}
    </LeadFormFrame>
  );
}
