import { useHydrated } from "#app/lib/use-hydrated.ts";
import {
  describeCallbackTime,
  describeWindowOn,
  WEEKDAYS,
  weekdayWindows,
  type WeekHours,
} from "../../../contracts/business-clock.ts";
import { weekdayNoticePart } from "../../../contracts/callback-time.ts";
import { SENT_NOTICE_IDS } from "../../../contracts/lead-protocol.ts";
import { bannerStyle } from "./send-status.tsx";

const THANKS = "Thank you! We'll call you";

/** Every time the prerendered page can name, by the id of its notice: as soon as possible, and each weekday's windows. */
function noticeWords(hours: WeekHours): { id: string; words: string }[] {
  const base = SENT_NOTICE_IDS.callback;
  return [
    { id: `${base}-asap`, words: describeCallbackTime({ asap: true }) },
    ...WEEKDAYS.flatMap((weekday, index) =>
      weekdayWindows(hours, index).map((window) => ({
        id: `${base}-${weekdayNoticePart(index, window.start)}`,
        words: describeWindowOn(weekday, window),
      })),
    ),
  ];
}

/** The words of a notice id the server sent a plain HTML post back to; "" for one it does not name. */
export function wordsOfNotice(hours: WeekHours, id: string): string {
  return noticeWords(hours).find((notice) => notice.id === id)?.words ?? "";
}

interface CallbackSentBannerProps {
  shown: boolean;
  hours: WeekHours;
  /** When we will call, in words ("on Tuesday between 10 am and 12 pm"); "" when not known. */
  words: string;
}

/**
 * The callback form's thank-you, which says when we will call. Without
 * JavaScript the server sends a plain HTML post back to `#callback-sent-<weekday>-<start>`
 * (or `-asap`): the prerendered page holds the words for each, and CSS shows
 * the thank-you with the one the address names.
 */
export function CallbackSentBanner({ shown, hours, words }: CallbackSentBannerProps) {
  const hydrated = useHydrated();
  return (
    <div role="status">
      {shown && <p className={`block ${bannerStyle}`}>{words ? `${THANKS} ${words}.` : `${THANKS}.`}</p>}
      {!hydrated && (
        <p className={`hidden has-[:target]:block ${bannerStyle}`}>
          {THANKS}{" "}
          {noticeWords(hours).map((notice) => (
            <span key={notice.id} id={notice.id} className="hidden target:inline">
              {notice.words}.
            </span>
          ))}
          <span id={SENT_NOTICE_IDS.callback} className="hidden target:inline">
            soon.
          </span>
        </p>
      )}
    </div>
  );
}
