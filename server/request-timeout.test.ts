// REQUEST_TIMEOUT_MS over a real socket: a request whose body is trickled a
// byte at a time, or stops half-way, is answered 408 and its connection
// closed by the server, rather than held open for ever; a lead sent at an
// ordinary pace is not affected, and the server goes on answering.
//
// Node's HTTP server keeps its own timers, out of reach of fake ones, so
// these tests wait for the server to close each connection and check what
// it answered, never how long it took: a slow machine is late, not wrong.
import net from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEND_FORM_PATH, SEND_JSON_PATH } from "../contracts/lead-protocol.ts";
import { multipartText } from "../tests/support/lead-server/multipart.ts";
import { protocolEnvelope, referralFields } from "../tests/support/lead-server/sample-leads.ts";
import { type LeadServerWorkDir, makeLeadServerWorkDir } from "../tests/support/lead-server/server-process.ts";
import { buildServer } from "./app.ts";
import { readConfig } from "./config.ts";
import { type AppDatabase, openDatabase } from "./db/database.ts";
import { type LeadStore, openLeadStore } from "./leads/store/lead-store.ts";

/** Low, so the test is quick; Node looks for late requests every 500 ms at this setting. */
const TIMEOUT_MS = 500;
/** A request that is never closed fails its test at this deadline instead: far beyond the timeout, for a slow machine. */
const CLOSED_BY = { timeout: 30_000 };

let workDir: LeadServerWorkDir;
let database: AppDatabase;
let store: LeadStore;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  workDir = await makeLeadServerWorkDir();
  const config = readConfig({
    CLIENT_DIR: workDir.clientDir,
    DATABASE_PATH: workDir.databasePath,
    LOG_LEVEL: "silent",
    REQUEST_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  database = await openDatabase({ engine: "sqlite", path: config.DATABASE_PATH });
  store = openLeadStore(database);
  app = await buildServer(config, { database, store });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  store.close();
  await database.close();
  await workDir.remove();
});

const referral = { ...protocolEnvelope("referral"), ...referralFields() };
const json = JSON.stringify({ ...protocolEnvelope("referral"), template_params: referralFields() });
const urlEncoded = new URLSearchParams(referral).toString();
const multipart = multipartText(Object.entries(referral), "slow");

/**
 * Writes the request's head, then each piece of its body `everyMs` apart,
 * then nothing; resolves with what the server answered once it closes the
 * connection, and how many pieces it had not yet been sent.
 */
function trickle(
  head: string,
  pieces: readonly string[],
  everyMs: number,
): Promise<{ answer: string; unsent: number }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    let next = 0;
    const timer = setInterval(() => {
      if (next < pieces.length && !socket.destroyed) socket.write(pieces[next++] ?? "");
    }, everyMs);
    socket.on("data", (data) => (answer += data.toString("latin1")));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ answer, unsent: pieces.length - next });
    });
    socket.write(head);
  });
}

const byteByByte = (text: string) => [...text];
const headOf = (url: string, contentType: string, length: number | "chunked") =>
  `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${contentType}\r\n${length === "chunked" ? "Transfer-Encoding: chunked" : `Content-Length: ${length}`}\r\n\r\n`;

describe(`a request that takes longer than REQUEST_TIMEOUT_MS (${TIMEOUT_MS} ms here) to arrive`, CLOSED_BY, () => {
  it.each([
    ["JSON", SEND_JSON_PATH, "application/json", json],
    ["URL-encoded", SEND_FORM_PATH, "application/x-www-form-urlencoded", urlEncoded],
    ["multipart", SEND_FORM_PATH, "multipart/form-data; boundary=slow", multipart],
  ])(
    "is answered 408 and closed when its body is trickled a byte every 100 ms (%s), and nothing is stored",
    async (_kind, url, contentType, body) => {
      const { answer, unsent } = await trickle(
        headOf(url, contentType, Buffer.byteLength(body)),
        byteByByte(body),
        100,
      );

      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(unsent, "bytes the client had still to send when the server closed").toBeGreaterThan(0);
      expect(await store.listLeads()).toEqual([]);
    },
  );

  it("is answered 408 and closed when a multipart body is trickled in chunks with no length", async () => {
    const chunks = byteByByte(multipart).map((byte) => `1\r\n${byte}\r\n`);
    const { answer, unsent } = await trickle(
      headOf(SEND_FORM_PATH, "multipart/form-data; boundary=slow", "chunked"),
      chunks,
      100,
    );

    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(unsent, "chunks the client had still to send when the server closed").toBeGreaterThan(0);
    expect(await store.listLeads()).toEqual([]);
  });

  it.each([
    ["JSON", SEND_JSON_PATH, "application/json", json],
    ["multipart", SEND_FORM_PATH, "multipart/form-data; boundary=slow", multipart],
  ])(
    "is answered 408 and closed when its body stops half-way and the client says nothing more (%s)",
    async (_kind, url, contentType, body) => {
      const { answer } = await trickle(
        headOf(url, contentType, Buffer.byteLength(body)),
        [body.slice(0, body.length / 2)],
        10,
      );

      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(await store.listLeads()).toEqual([]);
    },
  );

  it("is answered in plain words with the same security headers as every other response", async () => {
    const { answer } = await trickle(
      headOf(SEND_JSON_PATH, "application/json", Buffer.byteLength(json)),
      [json.slice(0, 10)],
      10,
    );

    const [head = "", body] = answer.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(head).toMatch(/^content-security-policy: default-src 'none'/im);
    expect(head).toMatch(/^x-content-type-options: nosniff$/im);
    expect(head).toMatch(/^referrer-policy: strict-origin-when-cross-origin$/im);
    expect(head).toMatch(/^cross-origin-resource-policy: same-origin$/im);
    expect(head).toMatch(/^content-type: text\/plain; charset=utf-8$/im);
    expect(body).toBe("The request took too long to arrive. Please try again.");
  });

  it("is answered 408 and closed when its headers never end", async () => {
    const { answer, unsent } = await trickle(
      `POST ${SEND_JSON_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\n`,
      byteByByte("X-Slow: ".repeat(100)),
      100,
    );

    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(unsent, "header bytes the client had still to send when the server closed").toBeGreaterThan(0);
  });
});

describe("a lead sent at an ordinary pace", () => {
  it("is stored and answered OK, after all the slow requests above, over the same kind of socket", async () => {
    const { answer } = await trickle(
      `${headOf(SEND_JSON_PATH, "application/json", Buffer.byteLength(json))}${json}`.replace(
        "\r\n\r\n",
        "\r\nConnection: close\r\n\r\n",
      ),
      [],
      10,
    );

    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(await store.listLeads()).toHaveLength(1);
  });

  it("waits REQUEST_TIMEOUT_MS, 20 seconds unless set", () => {
    expect(readConfig({}).REQUEST_TIMEOUT_MS).toBe(20_000);
  });
});
