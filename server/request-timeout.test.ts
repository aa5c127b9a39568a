// REQUEST_TIMEOUT_MS over a real socket: a request whose body is trickled a
// byte at a time, or stops half-way, is answered 408 and its connection
// closed within a bounded time, rather than held open for ever; a lead sent
// at an ordinary pace is not affected, and the server goes on answering.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SERVICE_ID, DEFAULT_USER_ID, SEND_FORM_PATH, SEND_JSON_PATH, TEMPLATE_IDS } from "../contracts/lead-protocol.ts";
import { buildServer } from "./app.ts";
import { readConfig } from "./config.ts";
import { type LeadStore, openLeadStore } from "./leads/lead-store.ts";

/** Low, so the test is quick; Node looks for late requests every 500 ms at this setting. */
const TIMEOUT_MS = 500;
/** The longest a trickled request may be held: the timeout, one check after it, and room for a slow machine. */
const HELD_AT_MOST_MS = TIMEOUT_MS * 2 + 1_500;

let folder: string;
let store: LeadStore;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "request-timeout-"));
  await mkdir(path.join(folder, "client"));
  await writeFile(path.join(folder, "client", "index.html"), "<h1>Home</h1>");
  await writeFile(path.join(folder, "client", "404.html"), "<h1>Not found</h1>");
  const config = readConfig({
    CLIENT_DIR: path.join(folder, "client"),
    DATABASE_PATH: path.join(folder, "leads.sqlite"),
    LOG_LEVEL: "silent",
    REQUEST_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  store = openLeadStore(config.DATABASE_PATH);
  app = await buildServer(config, { store });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await app.close();
  store.close();
  await rm(folder, { recursive: true, force: true });
});

const referral = {
  lib_version: "3.2.0",
  user_id: DEFAULT_USER_ID,
  service_id: DEFAULT_SERVICE_ID,
  template_id: TEMPLATE_IDS.referral,
  from_name: "Sam Ode",
  from_email: "sam@example.com",
  from_phone: "(03) 5550 0148",
  message: "Meet Jo, buying in Geelong.",
};
const json = JSON.stringify({ ...referral, template_params: referral });
const urlEncoded = new URLSearchParams(referral).toString();
const multipart = `${Object.entries(referral)
  .map(([name, value]) => `--slow\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
  .join("")}--slow--\r\n`;

/**
 * Writes the request's head, then each piece of its body `everyMs` apart,
 * then nothing; resolves with what the server answered once it closes the
 * connection, and how long that took.
 */
function trickle(head: string, pieces: readonly string[], everyMs: number): Promise<{ answer: string; heldMs: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
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
      resolve({ answer, heldMs: performance.now() - started });
    });
    socket.write(head);
  });
}

const byteByByte = (text: string) => [...text];
const headOf = (url: string, contentType: string, length: number | "chunked") =>
  `POST ${url} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${contentType}\r\n${length === "chunked" ? "Transfer-Encoding: chunked" : `Content-Length: ${length}`}\r\n\r\n`;

describe(`a request that takes longer than REQUEST_TIMEOUT_MS (${TIMEOUT_MS} ms here) to arrive`, () => {
  it.each([
    ["JSON", SEND_JSON_PATH, "application/json", json],
    ["URL-encoded", SEND_FORM_PATH, "application/x-www-form-urlencoded", urlEncoded],
    ["multipart", SEND_FORM_PATH, "multipart/form-data; boundary=slow", multipart],
  ])("is answered 408 and closed when its body is trickled a byte every 100 ms (%s), and nothing is stored", async (_kind, url, contentType, body) => {
    const { answer, heldMs } = await trickle(headOf(url, contentType, Buffer.byteLength(body)), byteByByte(body), 100);

    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(heldMs).toBeLessThan(HELD_AT_MOST_MS);
    expect(store.listLeads()).toEqual([]);
  });

  it("is answered 408 and closed when a multipart body is trickled in chunks with no length", async () => {
    const chunks = byteByByte(multipart).map((byte) => `1\r\n${byte}\r\n`);
    const { answer, heldMs } = await trickle(headOf(SEND_FORM_PATH, "multipart/form-data; boundary=slow", "chunked"), chunks, 100);

    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(heldMs).toBeLessThan(HELD_AT_MOST_MS);
    expect(store.listLeads()).toEqual([]);
  });

  it.each([
    ["JSON", SEND_JSON_PATH, "application/json", json],
    ["multipart", SEND_FORM_PATH, "multipart/form-data; boundary=slow", multipart],
  ])("is answered 408 and closed when its body stops half-way and the client says nothing more (%s)", async (_kind, url, contentType, body) => {
    const { answer, heldMs } = await trickle(headOf(url, contentType, Buffer.byteLength(body)), [body.slice(0, body.length / 2)], 10);

    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(heldMs).toBeLessThan(HELD_AT_MOST_MS);
    expect(store.listLeads()).toEqual([]);
  });

  it("is answered in plain words with the same security headers as every other response", async () => {
    const { answer } = await trickle(headOf(SEND_JSON_PATH, "application/json", Buffer.byteLength(json)), [json.slice(0, 10)], 10);

    const [head = "", body] = answer.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(head).toMatch(/^content-security-policy: default-src 'none'/im);
    expect(head).toMatch(/^x-content-type-options: nosniff$/im);
    expect(head).toMatch(/^referrer-policy: strict-origin-when-cross-origin$/im);
    expect(head).toMatch(/^cross-origin-resource-policy: same-origin$/im);
    expect(head).toMatch(/^content-type: text\/plain; charset=utf-8$/im);
    expect(body).toBe("The request took too long to arrive. Please try again.");
  });

  it("is closed when its headers never end", async () => {
    const { heldMs } = await trickle("POST /api/v1.0/email/send HTTP/1.1\r\nHost: 127.0.0.1\r\n", byteByByte("X-Slow: ".repeat(100)), 100);
    expect(heldMs).toBeLessThan(HELD_AT_MOST_MS);
  });
});

describe("a lead sent at an ordinary pace", () => {
  it("is stored and answered OK, after all the slow requests above, over the same kind of socket", async () => {
    const { answer } = await trickle(`${headOf(SEND_JSON_PATH, "application/json", Buffer.byteLength(json))}${json}`.replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n"), [], 10);

    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(store.listLeads()).toHaveLength(1);
  });

  it("waits REQUEST_TIMEOUT_MS, 20 seconds unless set", () => {
    expect(readConfig({}).REQUEST_TIMEOUT_MS).toBe(20_000);
  });
});
