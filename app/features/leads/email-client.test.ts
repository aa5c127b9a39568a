// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { closedOrigin, startRecordingServer } from "../../../tests/support/recording-http-server.ts";
import { EmailSendError, FORM_ARGUMENT_ERROR, send, sendForm } from "./email-client.ts";
import { recordAfreshForEachTest } from "./lead-form-test-kit.tsx";

const server = await startRecordingServer();
recordAfreshForEachTest(server);
beforeEach(() => {
  document.body.innerHTML = "";
});

function referralForm(): HTMLFormElement {
  document.body.innerHTML = `
    <form id="referral">
      <input name="from_name" value="Sam O'Dea">
      <input name="from_email" type="email" value="sam@example.com">
      <input name="from_phone" type="tel" value="(03) 5550 0148">
      <textarea name="message">Meet Jo &amp; Lee — they're buying a café.</textarea>
    </form>`;
  return document.querySelector("form") as HTMLFormElement;
}

const failed = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected the send to fail");
    },
    (error: unknown) => error as EmailSendError,
  );

describe("sendForm", () => {
  it("posts the form's own fields and the protocol fields as multipart to /api/v1.0/email/send-form", async () => {
    const answer = await sendForm("service_a", "template_b", referralForm(), "user_c", { origin: server.origin });

    expect(answer).toEqual({ status: 200, text: "OK" });
    const [request] = server.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/api/v1.0/email/send-form");
    expect(request?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.fields).toEqual([
      ["from_name", "Sam O'Dea"],
      ["from_email", "sam@example.com"],
      ["from_phone", "(03) 5550 0148"],
      ["message", "Meet Jo & Lee — they're buying a café."],
      ["lib_version", "3.2.0"],
      ["service_id", "service_a"],
      ["template_id", "template_b"],
      ["user_id", "user_c"],
    ]);
  });

  it("finds the form by a selector", async () => {
    referralForm();
    await sendForm("service_a", "template_b", "#referral", "user_c", { origin: server.origin });
    expect(server.requests[0]?.fields).toContainEqual(["from_name", "Sam O'Dea"]);
  });

  it("sends each protocol field once when the form already carries it for posting without JavaScript", async () => {
    const form = referralForm();
    form.insertAdjacentHTML(
      "beforeend",
      `<input type="hidden" name="lib_version" value="3.2.0"><input type="hidden" name="service_id" value="stale">`,
    );
    await sendForm("service_a", "template_b", form, "user_c", { origin: server.origin });
    const names = server.requests[0]?.fields.map(([name]) => name);
    expect(names?.filter((name) => name === "lib_version")).toHaveLength(1);
    expect(server.requests[0]?.fields).toContainEqual(["service_id", "service_a"]);
    expect(server.requests[0]?.fields).not.toContainEqual(["service_id", "stale"]);
  });

  it("resolves on any 2xx answer with its status and text", async () => {
    server.replyWith({ status: 201, text: "Created" });
    await expect(sendForm("s", "t", referralForm(), "u", { origin: server.origin })).resolves.toEqual({
      status: 201,
      text: "Created",
    });
  });

  it.each([
    [400, "from_email: Enter a valid email address, like name@example.com"],
    [403, "Forbidden"],
    [429, "Too Many Requests"],
    [500, "Internal Server Error"],
  ])("rejects a %i answer with its status and text", async (status, text) => {
    server.replyWith({ status, text });
    const error = await failed(sendForm("s", "t", referralForm(), "u", { origin: server.origin }));
    expect(error).toBeInstanceOf(EmailSendError);
    expect(error).toMatchObject({ status, text });
  });

  it("rejects with status 0 when the server cannot be reached", async () => {
    const error = await failed(sendForm("s", "t", referralForm(), "u", { origin: await closedOrigin() }));
    expect(error).toMatchObject({ status: 0, text: "Network Error" });
  });

  it("throws at once, sending nothing, without each ID", () => {
    const form = referralForm();
    expect(() => sendForm("s", "t", form, "")).toThrow("The user ID is required");
    expect(() => sendForm("", "t", form, "u")).toThrow("The service ID is required");
    expect(() => sendForm("s", "", form, "u")).toThrow("The template ID is required");
    expect(server.requests).toHaveLength(0);
  });

  it("throws the protocol's message for a third argument that is not a form or a form's selector", () => {
    referralForm();
    const notForms = [
      "#nowhere",
      "input",
      document.body as unknown as HTMLFormElement,
      null as unknown as HTMLFormElement,
    ];
    for (const notAForm of notForms) {
      expect(() => sendForm("s", "t", notAForm, "u")).toThrow(FORM_ARGUMENT_ERROR);
    }
    expect(FORM_ARGUMENT_ERROR).toBe(
      "The 3rd parameter is expected to be the HTML form element or the style selector of form",
    );
  });
});

describe("send", () => {
  const params = { from_name: "Sam O'Dea", message: "Meet Jo." };

  it("posts JSON with the protocol fields and the template parameters to /api/v1.0/email/send", async () => {
    const answer = await send("service_a", "template_b", params, "user_c", { origin: server.origin });

    expect(answer).toEqual({ status: 200, text: "OK" });
    const [request] = server.requests;
    expect(request?.path).toBe("/api/v1.0/email/send");
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.json).toEqual({
      lib_version: "3.2.0",
      user_id: "user_c",
      service_id: "service_a",
      template_id: "template_b",
      template_params: params,
    });
  });

  it("counts a 200 as success whatever its text, and the text OK whatever the status", async () => {
    server.replyWith({ status: 200, text: "Queued" });
    await expect(send("s", "t", params, "u", { origin: server.origin })).resolves.toEqual({
      status: 200,
      text: "Queued",
    });
    server.replyWith({ status: 202, text: "OK" });
    await expect(send("s", "t", params, "u", { origin: server.origin })).resolves.toEqual({ status: 202, text: "OK" });
  });

  it.each([
    [201, "Created"],
    [400, "message: Enter your message"],
    [429, "Too Many Requests"],
    [500, "Internal Server Error"],
  ])("rejects a %i answer with %j", async (status, text) => {
    server.replyWith({ status, text });
    const error = await failed(send("s", "t", params, "u", { origin: server.origin }));
    expect(error).toBeInstanceOf(EmailSendError);
    expect(error).toMatchObject({ status, text });
  });

  it("rejects with status 0 when the server cannot be reached", async () => {
    const error = await failed(send("s", "t", params, "u", { origin: await closedOrigin() }));
    expect(error).toMatchObject({ status: 0, text: "Network Error" });
  });

  it("throws at once without each ID", () => {
    expect(() => send("s", "t", params, "")).toThrow("The user ID is required");
    expect(() => send("", "t", params, "u")).toThrow("The service ID is required");
    expect(() => send("s", "", params, "u")).toThrow("The template ID is required");
  });
});
