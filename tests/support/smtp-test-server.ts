/**
 * A real SMTP server inside the test process (the `smtp-server` package) on
 * 127.0.0.1, recording every message it accepts. It can be taken down and
 * brought back on the same port, refuse messages or whole connections with a
 * reply code, or hold a message mid-delivery, which is what the lead outbox
 * tests need.
 */
import { SMTPServer } from "smtp-server";

export interface ReceivedEmail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** The message exactly as received. */
  raw: string;
  /** Header names in lower case, values unfolded and decoded. */
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  /** Whether the message came over TLS (STARTTLS); false for plain text. */
  secure: boolean;
}

/** One answer the server gave: to a connection it refused at the greeting, or to a message. */
export interface SmtpAnswer {
  /** Epoch milliseconds. */
  at: number;
  /** The message's X-Lead-Id header; undefined for a connection refused before any message. */
  leadId: string | undefined;
  /** 250 for a message accepted. */
  responseCode: number;
}

/** Where a refusal is answered: instead of the greeting (421: closing, try later), or after the message (451). */
export type RefusalPoint = "greeting" | "message";

export interface HeldMessage {
  /** Resolves once a message has arrived and is being held. */
  arrived: Promise<void>;
  /** Lets the held message be accepted. */
  release(): void;
}

export interface TestSmtpServer {
  readonly port: number;
  /** smtp://127.0.0.1:port (or the host it listens on), for SMTP_URL. */
  readonly url: string;
  /** Every message accepted, in order. Refused messages are not here. */
  readonly received: ReceivedEmail[];
  /** Every answer given while listening, in order: what a mail server's own log would show. */
  readonly answers: SmtpAnswer[];
  /** Refuses the next `count` messages with this reply (451: a temporary failure, try later). */
  refuseNext(count: number, responseCode?: number): void;
  /** Refuses every connection or message with this reply until `acceptAll()`, as a mail server in trouble does. */
  refuseAll(responseCode: number, at: RefusalPoint): void;
  /** Ends `refuseAll`. */
  acceptAll(): void;
  /** Holds the next message before answering it (accepting it, or refusing it if told to by then), until released. */
  holdNext(): HeldMessage;
  /** Stops listening: connections are refused until `start()`. */
  stop(): Promise<void>;
  /** Listens again, on the same port. */
  start(): Promise<void>;
}

export interface TestSmtpServerOptions {
  /**
   * A certificate and its key (PEM): the server then offers STARTTLS with
   * them, as a real mail server does. Without, it is a plain relay with no
   * STARTTLS, which the mailer refuses unless SMTP_ALLOW_PLAINTEXT.
   */
  tls?: { key: string; cert: string };
  /** The address to listen on: 127.0.0.1 unless a test needs another interface. */
  host?: string;
}

export async function startTestSmtpServer(options: TestSmtpServerOptions = {}): Promise<TestSmtpServer> {
  const host = options.host ?? "127.0.0.1";
  const received: ReceivedEmail[] = [];
  const answers: SmtpAnswer[] = [];
  let refusals: number[] = [];
  let outage: { responseCode: number; at: RefusalPoint } | undefined;
  let hold: { arrived: () => void; released: Promise<void> } | undefined;
  let server: SMTPServer | undefined;
  let port = 0;

  function createServer(): SMTPServer {
    return new SMTPServer({
      // No login; STARTTLS only when given a certificate (else a plain relay, like one on this machine).
      disabledCommands: options.tls ? ["AUTH"] : ["STARTTLS", "AUTH"],
      ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : {}),
      authOptional: true,
      logger: false,
      // Tests end quickly even if a client left a connection open.
      closeTimeout: 1000,
      onConnect(_session, callback) {
        if (outage?.at !== "greeting") return callback();
        answers.push({ at: Date.now(), leadId: undefined, responseCode: outage.responseCode });
        callback(refusalError(outage.responseCode));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const email = parseEmail(Buffer.concat(chunks).toString("utf8"));
          const leadId = email.headers.get("x-lead-id");
          // Decided when answering, so a held message meets whatever refusal is set by its release.
          const answer = () => {
            const refusal = refusals.shift() ?? (outage?.at === "message" ? outage.responseCode : undefined);
            answers.push({ at: Date.now(), leadId, responseCode: refusal ?? 250 });
            if (refusal !== undefined) {
              callback(refusalError(refusal));
              return;
            }
            received.push({
              ...email,
              secure: session.secure,
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            });
            callback(null, "Accepted");
          };
          const held = hold;
          hold = undefined;
          if (!held) return answer();
          held.arrived();
          void held.released.then(answer);
        });
      },
    });
  }

  async function start(): Promise<void> {
    const next = createServer();
    await new Promise<void>((resolve, reject) => {
      next.once("error", reject);
      next.listen(port, host, () => {
        next.off("error", reject);
        resolve();
      });
    });
    // A client that dies mid-message (a server killed with SIGKILL) resets its
    // connection: a real mail server logs that and carries on, and so does this one.
    next.on("error", () => {});
    const address = next.server.address();
    if (address && typeof address === "object") port = address.port;
    server = next;
  }

  await start();

  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://${host}:${port}`;
    },
    received,
    answers,
    refuseNext(count, responseCode = 451) {
      refusals = [...refusals, ...Array.from({ length: count }, () => responseCode)];
    },
    refuseAll(responseCode, at) {
      outage = { responseCode, at };
    },
    acceptAll() {
      outage = undefined;
    },
    holdNext() {
      let arrived!: () => void;
      let release!: () => void;
      const arrivedPromise = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { arrived, released };
      return { arrived: arrivedPromise, release };
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    start,
  };
}

function refusalError(responseCode: number): Error {
  return Object.assign(new Error(`Refused by the test server (${responseCode})`), { responseCode });
}

/** Enough MIME to read what nodemailer writes: headers, encoded words, multipart parts, quoted-printable and base64. */
function parseEmail(raw: string): Omit<ReceivedEmail, "envelopeFrom" | "envelopeTo" | "secure"> {
  const { headers, body } = splitPart(raw);
  const parts = leafParts(headers, body);
  const textPart = parts.find((part) => part.type === "text/plain");
  const htmlPart = parts.find((part) => part.type === "text/html");
  return {
    raw,
    headers,
    subject: headers.get("subject") ?? "",
    text: textPart?.content ?? "",
    html: htmlPart?.content ?? "",
  };
}

function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf("\r\n\r\n");
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function leafParts(headers: Map<string, string>, body: string): { type: string; content: string }[] {
  const contentType = headers.get("content-type") ?? "text/plain";
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "text/plain";
  if (type.startsWith("multipart/")) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1] ?? "";
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((section) => {
        const part = splitPart(section.replace(/^\r\n/, ""));
        return leafParts(part.headers, part.body.replace(/\r\n$/, ""));
      });
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  return [{ type, content: decodeBody(body, encoding).replace(/\r\n/g, "\n") }];
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body.replace(/=\r\n/g, ""));
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), with the space between two of them dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}
