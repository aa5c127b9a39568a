/**
 * The inbox's stylesheet, served at /inbox/assets/inbox.css. Its own, not the
 * public site's: the public CSS is built from the app's classes, and the
 * inbox must add nothing to what visitors download. Plain CSS on semantic
 * elements (forms, tables, nav), with light and dark from the system
 * setting; contrast holds to WCAG AA in both, and focus is always visible.
 */
export const INBOX_STYLES = `
:root {
  color-scheme: light dark;
  --bg: #ffffff; --fg: #1a1f2b; --muted: #4a5263; --line: #c9ced8; --panel: #f3f5f8;
  --accent: #0b5cad; --accent-fg: #ffffff; --danger: #a4161a; --ok: #1f6b35; --focus: #b3541e;
  --unread: #0b5cad;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  line-height: 1.5;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #10141b; --fg: #e8ebf1; --muted: #b4bccb; --line: #3a4250; --panel: #1b212b;
    --accent: #7cb8ff; --accent-fg: #0b1220; --danger: #ff8a8a; --ok: #7fd69a; --focus: #ffb36b;
    --unread: #7cb8ff;
  }
}
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); }
a { color: var(--accent); }
[hidden] { display: none !important; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
main { padding: 1rem; max-width: 80rem; margin: 0 auto; }
main:focus { outline: none; }
h1 { font-size: 1.5rem; margin: 0.5rem 0 1rem; }
h2 { font-size: 1.2rem; margin: 1.5rem 0 0.5rem; }
.skip-link { position: absolute; left: -10000px; top: 0; }
.skip-link:focus { left: 0.5rem; top: 0.5rem; background: var(--bg); padding: 0.5rem; z-index: 10; }
.inbox-header { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; padding: 0.5rem 1rem; border-bottom: 1px solid var(--line); background: var(--panel); }
.inbox-name { font-weight: 700; margin: 0; }
.inbox-header nav ul { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; list-style: none; margin: 0; padding: 0; }
.inbox-header nav a[aria-current="page"] { font-weight: 700; text-decoration-thickness: 3px; }
.sign-out { margin-left: auto; display: flex; gap: 0.75rem; align-items: center; }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
input, select, textarea, button { font: inherit; color: inherit; }
input, select, textarea { background: var(--bg); border: 1px solid var(--muted); border-radius: 4px; padding: 0.4rem 0.5rem; max-width: 100%; }
textarea { width: 100%; min-height: 6rem; }
button, .button { display: inline-block; background: var(--accent); color: var(--accent-fg); border: 1px solid var(--accent); border-radius: 4px; padding: 0.4rem 0.9rem; cursor: pointer; text-decoration: none; font-weight: 600; }
button.secondary, .button.secondary { background: transparent; color: var(--accent); }
button.danger { background: var(--danger); border-color: var(--danger); color: var(--bg); }
.field { margin-bottom: 1rem; }
.hint { color: var(--muted); font-size: 0.9rem; margin: 0.25rem 0 0; }
.field-error, .error { color: var(--danger); font-weight: 600; }
.notice { border-left: 4px solid var(--ok); background: var(--panel); padding: 0.5rem 0.75rem; }
.alert { border-left: 4px solid var(--danger); background: var(--panel); padding: 0.5rem 0.75rem; }
.narrow { max-width: 28rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 0.4rem 0.5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
thead th { background: var(--panel); }
.table-scroll { overflow-x: auto; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
@media (prefers-reduced-motion: reduce) { * { animation: none !important; transition: none !important; scroll-behavior: auto !important; } }

/* --- Sign-in and enrolment (sign-in/) --- */
.narrow input:not([type="hidden"]) { width: 100%; }
.narrow input[readonly] { background: var(--panel); }
.alert h2 { font-size: 1rem; margin: 0 0 0.25rem; }
.alert ul { margin: 0; padding-left: 1.25rem; }
.alert a { color: var(--danger); font-weight: 600; }
/* The QR code keeps its own white ground in dark mode too: phones' cameras need the contrast. */
.qr-code { width: 14rem; max-width: 100%; margin: 1rem 0; }
.qr-code svg { display: block; width: 100%; height: auto; }
.authenticator-key { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
.authenticator-key dt { font-weight: 600; }
.authenticator-key dd { margin: 0; }
.authenticator-key code, .recovery-codes code { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 1.1rem; letter-spacing: 0.05em; }
.recovery-codes { columns: 2; column-gap: 2rem; padding-left: 1.75rem; }

/* --- Working the leads: list, filters, a lead, deletion, audit, staff, overview (leads/, admin/, overview/) --- */
.button.danger { background: var(--danger); border-color: var(--danger); color: var(--bg); }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; list-style: none; padding: 0; }
.list-head { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: baseline; justify-content: space-between; }
.filters { display: grid; grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr)); gap: 0 1rem; align-items: end; background: var(--panel); padding: 0.75rem 1rem 0; border-radius: 4px; margin-bottom: 1rem; }
.filters .field input:not([type="checkbox"]), .filters .field select { width: 100%; }
.filters .check label { display: flex; gap: 0.5rem; align-items: center; font-weight: 600; }
.filters .buttons { display: flex; gap: 1rem; align-items: center; margin-bottom: 1rem; }
.filters .search, .filters .dates-hint { grid-column: 1 / -1; }
.filters .dates-hint { margin: -0.5rem 0 1rem; }
/* Tab moves through a date box's day, month, year and calendar button, inside the box: on the button the box itself is not :focus, only :focus-within. */
input[type="date"]:focus, input[type="date"]:focus-within { outline: 3px solid var(--focus); outline-offset: 2px; }
.contact-links a, .lead-fields dd, .notes li, h1 { overflow-wrap: anywhere; }
tr.unread th, tr.unread td { font-weight: 700; }
.pager { display: flex; flex-wrap: wrap; gap: 1.5rem; margin: 1rem 0; }
.live-note { border-left: 4px solid var(--accent); padding: 0.25rem 0.75rem; }
.live-note:empty, .live-problem:empty { border: 0; padding: 0; margin: 0; }
.live-problem { color: var(--danger); font-weight: 600; }
.assigned-banner { border: 2px solid var(--accent); border-radius: 6px; padding: 0.5rem 0.75rem; font-weight: 600; }
.assigned-banner:empty { border: 0; padding: 0; margin: 0; }
/* The first-contact clock (decision 019): overdue is said in words and bold, the colour only adds to it. */
.overdue-banner { border: 2px solid var(--danger); border-left-width: 6px; border-radius: 6px; padding: 0.5rem 0.75rem; }
.overdue-banner a { color: var(--danger); }
td[data-first-contact="overdue"], .clock.overdue { color: var(--danger); }
fieldset { border: 1px solid var(--line); border-radius: 6px; margin: 0 0 0.75rem; padding: 0.5rem 0.75rem; }
fieldset.invalid { border-color: var(--danger); border-width: 2px; }
label.choice { display: inline-flex; align-items: center; gap: 0.35rem; margin-right: 1rem; min-height: 44px; }
.contact-links { display: flex; flex-wrap: wrap; gap: 0.5rem 2rem; list-style: none; padding: 0; font-size: 1.1rem; }
.lead-facts, .lead-fields { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 0.75rem 1.5rem; margin: 1rem 0; }
.lead-facts dt, .lead-fields dt { font-weight: 600; color: var(--muted); }
.lead-facts dd, .lead-fields dd { margin: 0; overflow-wrap: anywhere; }
.lead-fields div:has(.message) { grid-column: 1 / -1; }
.message, .note-body { white-space: pre-wrap; overflow-wrap: anywhere; }
.form-row { display: flex; flex-wrap: wrap; gap: 0 2rem; }
.inline-form { display: flex; flex-wrap: wrap; gap: 0 0.75rem; align-items: end; margin-bottom: 1rem; }
.inline-form .field { margin-bottom: 0; }
.inline-form button { margin-top: 0.5rem; }
.notes { list-style: none; padding: 0; }
.notes li { border-left: 3px solid var(--line); padding: 0.25rem 0.75rem; margin-bottom: 0.75rem; }
.note-meta { color: var(--muted); font-size: 0.9rem; margin: 0; }
.note-body { margin: 0.25rem 0 0; }
.chart { width: 100%; max-width: 40rem; height: auto; display: block; margin: 1rem 0; }
.chart-bar { fill: var(--accent); }
.chart-axis { stroke: var(--muted); stroke-width: 1; }
.chart-count, .chart-label { fill: var(--fg); font-size: 13px; }
.chart-goal { stroke: var(--fg); stroke-width: 2; stroke-dasharray: 6 4; }
.chart-goal-label { fill: var(--fg); font-size: 13px; font-weight: 600; paint-order: stroke; stroke: var(--bg); stroke-width: 4px; }
.table-scroll { margin-bottom: 1.5rem; }
caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }

/* --- The content studio: its forms, the history (content/) --- */
fieldset { border: 1px solid var(--line); border-radius: 4px; margin: 0 0 1rem; padding: 0.5rem 1rem 0; min-width: 0; }
legend { font-weight: 700; padding: 0 0.25rem; }
.studio-form input:not([type="checkbox"]):not([type="time"]), .studio-form textarea { width: 100%; max-width: 40rem; }
.studio-form fieldset > button { margin-bottom: 1rem; }
.testimonials { list-style: none; padding: 0; margin: 0; }
.testimonials:focus { outline: none; }
.hours { display: grid; grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); gap: 0 1rem; }
.check { display: flex; flex-wrap: wrap; gap: 0.25rem 0.5rem; align-items: center; }
.check label { margin: 0; }
.check .hint, .check .field-error { flex-basis: 100%; }
.form-actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
.versions { padding-left: 0; list-style: none; }
.version { border-top: 1px solid var(--line); padding: 0.25rem 0 0.75rem; }
.changes li { overflow-wrap: anywhere; }
.studio-thumbnail { display: block; max-width: 10rem; height: auto; margin: 0 0 0.75rem; border-radius: 0.25rem; }
.phone-preview { display: block; box-sizing: content-box; max-width: 100%; border: 1px solid var(--line); border-radius: 0.5rem; }
`;
