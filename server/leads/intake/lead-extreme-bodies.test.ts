// The lead endpoints at the extremes the fuzz tests do not reach thousands of
// times over: bodies of 10 MB and JSON nested thousands to millions of levels
// deep. Each must be answered with a 4xx and leave nothing stored (how long
// that takes is the machine's business; a test's own deadline bounds it).
import { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { SEND_FORM_PATH, SEND_JSON_PATH } from "../../../contracts/lead-protocol.ts";
import { startFuzzLeadServer, type FuzzLeadServer } from "../../../tests/support/fuzz-lead-server.ts";
import { multipartBody } from "../../../tests/support/lead-server/multipart.ts";
import { protocolEnvelope, referralFields } from "../../../tests/support/lead-server/sample-leads.ts";

const TEN_MB = 10_000_000;
/** LEAD_BODY_LIMIT_BYTES at the highest value config.ts allows. */
const HIGHEST_LIMIT = 10_485_760;

const envelope = protocolEnvelope("referral");
const referral = referralFields();

const servers: FuzzLeadServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    expect(server.problems).toEqual([]);
    await server.close();
  }
});

async function leadServer(limit?: number): Promise<FuzzLeadServer> {
  const server = await startFuzzLeadServer(limit ? { LEAD_BODY_LIMIT_BYTES: limit } : {});
  servers.push(server);
  return server;
}

type Body = { url: string; contentType: string; body: Buffer };

/** A referral in each of the three encodings, with `fields` changed or added. */
function referralBodies(fields: Record<string, string>): Record<"json" | "urlencoded" | "multipart", Body> {
  const all = { ...referral, ...fields };
  return {
    json: {
      url: SEND_JSON_PATH,
      contentType: "application/json",
      body: Buffer.from(JSON.stringify({ ...envelope, template_params: all })),
    },
    urlencoded: {
      url: SEND_FORM_PATH,
      contentType: "application/x-www-form-urlencoded",
      body: Buffer.from(new URLSearchParams({ ...envelope, ...all }).toString()),
    },
    multipart: {
      url: SEND_FORM_PATH,
      contentType: "multipart/form-data; boundary=----extreme",
      body: multipartBody(Object.entries({ ...envelope, ...all }), "----extreme"),
    },
  };
}

/** Sends the body whole (its length declared) or in 64 KB chunks with no length. */
async function send(server: FuzzLeadServer, { url, contentType, body }: Body, how: "declared" | "chunked") {
  const chunks = Array.from({ length: Math.ceil(body.length / 65_536) }, (_, index) =>
    body.subarray(index * 65_536, (index + 1) * 65_536),
  );
  const response = await server.app.inject({
    method: "POST",
    url,
    headers: { "content-type": contentType },
    payload: how === "declared" ? body : Readable.from(chunks),
  });
  return { status: response.statusCode, body: response.body };
}

describe("a body of 10 MB", () => {
  const cases = (["json", "urlencoded", "multipart"] as const).flatMap((encoding) =>
    (["declared", "chunked"] as const).map((how) => [encoding, how] as const),
  );

  it.each(cases)(
    "is refused with 413 under the default limit and nothing is stored (%s, length %s)",
    async (encoding, how) => {
      const server = await leadServer();
      const sent = await send(server, referralBodies({ message: "m".repeat(TEN_MB) })[encoding], how);

      expect(sent.status).toBe(413);
      expect(sent.body).toBe("The message is too large to send.");
      expect(server.countRows()).toEqual({ leads: 0, deliveries: 0 });
    },
  );

  it.each(cases)(
    "under the highest limit, is read and refused for its 10 MB message, naming it, and nothing is stored (%s, length %s)",
    async (encoding, how) => {
      const server = await leadServer(HIGHEST_LIMIT);
      const sent = await send(server, referralBodies({ message: "m".repeat(TEN_MB) })[encoding], how);

      expect(sent.status).toBe(400);
      expect(sent.body).toBe("message: Your message must be 5000 characters or fewer");
      expect(server.countRows()).toEqual({ leads: 0, deliveries: 0 });
    },
  );

  it.each(["json", "urlencoded", "multipart"] as const)(
    "under the highest limit, stores a valid lead padded to 10 MB with a field of no form, without the padding (%s)",
    async (encoding) => {
      const server = await leadServer(HIGHEST_LIMIT);
      const sent = await send(server, referralBodies({ padding: "p".repeat(TEN_MB) })[encoding], "declared");

      expect(sent.status).toBe(200);
      expect(server.countRows().leads).toBe(1);
      expect(Object.keys(server.newestLead()?.fields ?? {})).toEqual([
        "from_name",
        "from_email",
        "from_phone",
        "message",
      ]);
    },
  );
});

describe("JSON nested deep", () => {
  const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
  const arrays = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

  it.each([
    ["objects", objects(10_000)],
    ["arrays", arrays(10_000)],
  ])("refuses a body nested 10,000 levels deep (%s) with 400 without storing it", async (_kind, text) => {
    const server = await leadServer();
    const sent = await send(
      server,
      { url: SEND_JSON_PATH, contentType: "application/json", body: Buffer.from(text) },
      "declared",
    );

    expect(sent.status).toBe(400);
    expect(server.countRows()).toEqual({ leads: 0, deliveries: 0 });
  });

  it("refuses a message nested 10,000 levels deep with 400 naming the message, without storing it", async () => {
    const server = await leadServer();
    const text = JSON.stringify({ ...envelope, template_params: { ...referral, message: "MESSAGE" } }).replace(
      '"MESSAGE"',
      objects(10_000),
    );
    const sent = await send(
      server,
      { url: SEND_JSON_PATH, contentType: "application/json", body: Buffer.from(text) },
      "declared",
    );

    expect(sent.status).toBe(400);
    expect(sent.body).toBe("message: Send this field as text");
    expect(server.countRows().leads).toBe(0);
  });

  it("refuses a 10 MB body nested 5,000,000 levels deep with 400, without storing it or failing", async () => {
    const server = await leadServer(HIGHEST_LIMIT);
    const sent = await send(
      server,
      { url: SEND_JSON_PATH, contentType: "application/json", body: Buffer.from(arrays(5_000_000)) },
      "declared",
    );

    expect(sent.status).toBe(400);
    expect(sent.body).toBe("Send a JSON object.");
    expect(server.countRows().leads).toBe(0);
  });
});
