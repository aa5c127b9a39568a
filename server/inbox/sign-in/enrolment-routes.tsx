/**
 * The enrolment link's pages (/inbox/enrol/TOKEN): a password, then the
 * authenticator confirmed with a code, then the recovery codes, shown once,
 * and the person is signed in.
 *
 * A link that is unknown, spent or expired, or whose account was disabled,
 * gets one answer (410, the same page), so the link tells nobody which. The
 * token is only ever in the address's path, which the request log writes as
 * "/inbox/enrol/…" (server/app.ts), and the pages send no Referer.
 */
import type { FastifyInstance, FastifyReply } from "fastify";
import QRCode from "qrcode";
import { ENROLMENT_PATH, enrolmentPath } from "../../staff/enrolment-token.ts";
import { type Enrolment, openStaffEnrolment } from "../../staff/staff-enrolment.ts";
import { newPasswordProblem } from "../../staff/staff-password.ts";
import { SESSION_LIFETIME_MS, type StaffSessions } from "../../staff/staff-sessions.ts";
import { groupedKey, totpUri } from "../../staff/staff-totp.ts";
import { EnrolAuthenticatorPage, EnrolmentGonePage, EnrolPasswordPage, RecoveryCodesPage } from "./enrolment-pages.tsx";
import { sendInboxPage } from "../inbox-page.tsx";
import type { InboxDeps } from "../inbox-plugin.ts";
import type { SessionCookie } from "./sign-in-cookie.ts";
import type { FieldProblem } from "./sign-in-fields.tsx";
import { formText } from "./sign-in-form-body.ts";

export interface EnrolmentDeps extends InboxDeps {
  sessions: StaffSessions;
  cookie: SessionCookie;
}

export const ENROLMENT_WRONG_CODE =
  "That code is not right. Check the app shows the Lead inbox, and enter the code it shows now.";

type WithToken = { Params: { token: string } };

export function registerEnrolment(inbox: FastifyInstance, deps: EnrolmentDeps): void {
  const { database, audit, now, sessions, cookie } = deps;
  const enrolments = openStaffEnrolment(database, now);
  const gone = (reply: FastifyReply) => sendInboxPage(reply, <EnrolmentGonePage />, 410);

  const passwordPage = (reply: FastifyReply, enrolment: Enrolment, token: string, problems: FieldProblem[] = []) =>
    sendInboxPage(
      reply,
      <EnrolPasswordPage enrolment={enrolment} link={enrolmentPath(token)} problems={problems} />,
      problems.length ? 400 : 200,
    );

  const authenticatorPage = async (
    reply: FastifyReply,
    enrolment: Enrolment,
    token: string,
    problems: FieldProblem[] = [],
  ) => {
    const secret = await enrolments.authenticatorSecret(enrolment);
    const qrSvg = (
      await QRCode.toString(totpUri(secret, enrolment.email), { type: "svg", errorCorrectionLevel: "M", margin: 2 })
    ).trim();
    return sendInboxPage(
      reply,
      <EnrolAuthenticatorPage
        enrolment={enrolment}
        link={enrolmentPath(token)}
        qrSvg={qrSvg}
        authenticatorKey={groupedKey(secret)}
        problems={problems}
      />,
      problems.length ? 400 : 200,
    );
  };

  inbox.get<WithToken>(`${ENROLMENT_PATH}/:token`, async (request, reply) => {
    const { token } = request.params;
    const enrolment = await enrolments.find(token);
    if (!enrolment) return gone(reply);
    return enrolment.stage === "password"
      ? passwordPage(reply, enrolment, token)
      : authenticatorPage(reply, enrolment, token);
  });

  inbox.get<WithToken>(`${ENROLMENT_PATH}/:token/password`, async (request, reply) => {
    const enrolment = await enrolments.find(request.params.token);
    return enrolment ? passwordPage(reply, enrolment, request.params.token) : gone(reply);
  });

  inbox.post<WithToken>(`${ENROLMENT_PATH}/:token/password`, async (request, reply) => {
    const { token } = request.params;
    const enrolment = await enrolments.find(token);
    if (!enrolment) return gone(reply);
    const password = formText(request.body, "password");
    const again = formText(request.body, "password-again");
    const problem = await newPasswordProblem(password, enrolment);
    if (problem) return passwordPage(reply, enrolment, token, [{ field: "password", message: problem }]);
    if (again !== password)
      return passwordPage(reply, enrolment, token, [
        { field: "password-again", message: "Password again does not match Password. Type the same password in both." },
      ]);
    await enrolments.choosePassword(enrolment, password);
    return reply.redirect(enrolmentPath(token), 303);
  });

  inbox.post<WithToken>(`${ENROLMENT_PATH}/:token/authenticator`, async (request, reply) => {
    const { token } = request.params;
    const enrolment = await enrolments.find(token);
    if (!enrolment) return gone(reply);
    if (enrolment.stage === "password") return reply.redirect(enrolmentPath(token), 303);
    const code = formText(request.body, "code").trim();
    if (code === "")
      return authenticatorPage(reply, enrolment, token, [
        { field: "code", message: "Enter the 6-digit code the app shows." },
      ]);
    const done = await enrolments.confirm(token, code);
    if (!done) return authenticatorPage(reply, enrolment, token, [{ field: "code", message: ENROLMENT_WRONG_CODE }]);

    // Whoever was signed in on this browser before is signed out: it is now this person's.
    if (request.staff) await sessions.end(request.staff.sessionIdHash);
    const session = await sessions.start(done.staffId, "signed-in");
    cookie.set(reply, session.cookieValue, SESSION_LIFETIME_MS);
    await audit.record({ staffId: done.staffId, action: "enrolled" });
    await audit.record({ staffId: done.staffId, action: "signed in", detail: "at enrolment" });
    const staff = {
      id: enrolment.staffId,
      email: enrolment.email,
      name: enrolment.name,
      role: enrolment.role,
      sessionIdHash: session.idHash,
    };
    return sendInboxPage(reply, <RecoveryCodesPage staff={staff} codes={done.recoveryCodes} />);
  });
}
