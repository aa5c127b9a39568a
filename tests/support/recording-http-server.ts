/**
 * A real HTTP server on 127.0.0.1 for tests of code that posts to the lead
 * endpoints: it records each request (headers, raw body, parsed multipart
 * fields or JSON) and answers what the test tells it to, when the test says.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Multipart or URL-encoded fields in the order sent (file parts as their names); empty for other bodies. */
  fields: [string, string][];
  /** The parsed body when it was JSON, otherwise undefined. */
  json: unknown;
}

export interface Reply {
  status: number;
  text: string;
  headers?: Record<string, string>;
}

export type Replier = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface RecordingServer {
  /** "http://127.0.0.1:PORT" */
  origin: string;
  requests: RecordedRequest[];
  /** How to answer from now on: a fixed reply or a function (which may wait, to hold a request in flight). */
  replyWith(reply: Reply | Replier): void;
  close(): Promise<void>;
}

export const OK_REPLY: Reply = { status: 200, text: "OK" };

async function parseFields(headers: IncomingHttpHeaders, body: Buffer): Promise<[string, string][]> {
  const type = headers["content-type"] ?? "";
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) return [];
  // Node's own Response parses multipart bodies (undici), as a server would.
  const form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
  return [...form.entries()].map(([name, value]) => [name, typeof value === "string" ? value : value.name]);
}

export async function startRecordingServer(): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  let replier: Replier = () => OK_REPLY;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const isJson = /^application\/json/i.test(request.headers["content-type"] ?? "");
        const recorded: RecordedRequest = {
          method: request.method ?? "",
          path: request.url ?? "",
          headers: request.headers,
          body,
          fields: await parseFields(request.headers, body),
          json: isJson ? JSON.parse(body.toString("utf8")) : undefined,
        };
        requests.push(recorded);
        const reply = await replier(recorded);
        response.writeHead(reply.status, { "content-type": "text/plain; charset=utf-8", ...reply.headers });
        response.end(reply.text);
      })().catch((error: unknown) => {
        response.writeHead(599, { "content-type": "text/plain" });
        response.end(`recording server failed: ${String(error)}`);
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    replyWith(reply) {
      replier = typeof reply === "function" ? reply : () => reply;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** An origin where nothing listens: a port that was just free, for "the server is unreachable". */
export async function closedOrigin(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** A gate a Replier can wait on, so a test can look at the page while a request is in flight. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
