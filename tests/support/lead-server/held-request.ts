/**
 * Requests held open by hand over a raw socket, for what an HTTP client
 * cannot show: a request in flight at the moment the server is signalled,
 * and a connection the server no longer accepts.
 */
import { connect } from "node:net";
import type { LeadSubmission } from "./submissions.ts";

export interface HttpAnswer {
  status: number;
  head: string;
  body: string;
}

export interface HeldRequest {
  /** Resolves once the server has read the request's headers (its "100 Continue"): it is in flight. */
  started: Promise<void>;
  /**
   * Sends the rest of the body, and then `next` on the same connection if
   * given (pipelined). Resolves with the answer to the held request, and to
   * `next` either its answer or "closed" when the server closed the
   * connection without one.
   */
  finish(next?: LeadSubmission): Promise<{ answer: HttpAnswer; next?: HttpAnswer | "closed" }>;
  destroy(): void;
}

/**
 * A lead posted over a raw socket that stops before its body: the server
 * answers `Expect: 100-continue` as soon as it has the headers, so the test
 * knows the request is in flight, and `finish()` sends the body later.
 */
export function holdLeadRequest(port: number, submission: LeadSubmission): HeldRequest {
  const socket = connect(port, "127.0.0.1");
  let received = "";
  let closed = false;
  const changes: (() => void)[] = [];
  const changed = () => changes.splice(0).forEach((notify) => notify());
  socket.on("data", (chunk: Buffer) => {
    received += chunk.toString("utf8");
    changed();
  });
  socket.on("close", () => {
    closed = true;
    changed();
  });
  socket.on("error", () => undefined);
  const next = () => new Promise<void>((resolve) => changes.push(resolve));

  const started = (async () => {
    await new Promise<void>((resolve, reject) => {
      socket.once("connect", resolve);
      socket.once("error", reject);
    });
    socket.write(requestHead(port, submission, { expectContinue: true }));
    while (!/^HTTP\/1\.1 100 [^\r]*\r\n\r\n/.test(received)) {
      if (closed)
        throw new Error(`The server closed the connection before reading the request: ${JSON.stringify(received)}`);
      await next();
    }
  })();

  /** The next whole answer from `offset` on, with where it ends; "closed" if the connection ended first. */
  async function answerFrom(offset: number): Promise<{ answer: HttpAnswer; end: number } | "closed"> {
    for (;;) {
      const parsed = parseAnswer(received, offset);
      if (parsed) return parsed;
      if (closed) return "closed";
      await next();
    }
  }

  return {
    started,
    async finish(pipelined) {
      await started;
      const interimEnd = received.indexOf("\r\n\r\n") + 4;
      socket.write(
        pipelined
          ? Buffer.concat([submission.body, Buffer.from(requestHead(port, pipelined)), pipelined.body])
          : submission.body,
      );
      const first = await answerFrom(interimEnd);
      if (first === "closed")
        throw new Error(`The connection closed without an answer: ${JSON.stringify(received.slice(interimEnd))}`);
      if (!pipelined) return { answer: first.answer };
      const second = await answerFrom(first.end);
      return { answer: first.answer, next: second === "closed" ? "closed" : second.answer };
    },
    destroy: () => socket.destroy(),
  };
}

function requestHead(port: number, submission: LeadSubmission, options: { expectContinue?: boolean } = {}): string {
  const headers = {
    host: `127.0.0.1:${port}`,
    connection: "keep-alive",
    ...(options.expectContinue ? { expect: "100-continue" } : {}),
    ...submission.headers,
    "content-length": String(submission.body.length),
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `POST ${submission.path} HTTP/1.1\r\n${lines.join("")}\r\n`;
}

/** A complete HTTP/1.1 answer (with a Content-Length) starting at `offset`, or undefined while more is to come. */
function parseAnswer(text: string, offset: number): { answer: HttpAnswer; end: number } | undefined {
  const headEnd = text.indexOf("\r\n\r\n", offset);
  if (headEnd === -1) return undefined;
  const head = text.slice(offset, headEnd);
  const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
  const bodyBytes = Buffer.from(text.slice(headEnd + 4));
  if (bodyBytes.length < length) return undefined;
  const body = bodyBytes.subarray(0, length).toString("utf8");
  return { answer: { status: Number(head.split(" ")[1]), head, body }, end: headEnd + 4 + body.length };
}

/** Whether a new connection to the port is refused (nothing listens any more). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}
