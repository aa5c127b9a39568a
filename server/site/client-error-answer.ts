import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { NON_HTML_POLICY } from "./security-headers.ts";

/**
 * What Node answers itself, before a request reaches Fastify: a request that
 * took longer than REQUEST_TIMEOUT_MS to arrive (408), headers over the size
 * limit (431), or bytes that are not HTTP (400). Fastify's own answer is JSON
 * without our headers; this one carries the same security headers as every
 * other response (issue: "on every response of our server"), in plain words.
 */
export function clientErrorAnswer(securityHeaders: Readonly<Record<string, string>>) {
  return function answerClientError(error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void {
    // A reset connection has nobody left to answer.
    if (error.code === "ECONNRESET" || socket.destroyed) return;
    const [status, message] =
      error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "The request took too long to arrive. Please try again."]
        : error.code === "HPE_HEADER_OVERFLOW"
          ? [431, "The request's headers are too large."]
          : [400, "The request could not be read."];
    if (socket.writable) {
      // An answer to HEAD has no body: its client would read the message as
      // bytes after the answer. The parser keeps what it could not read, so
      // the method is known when the request line arrived whole.
      // (Node hands the bytes over as a Buffer, whatever Fastify's types say.)
      const isHead = Buffer.isBuffer(error.rawPacket) && error.rawPacket.subarray(0, 5).toString("latin1") === "HEAD ";
      const headers = {
        ...securityHeaders,
        "content-security-policy": NON_HTML_POLICY,
        "content-type": "text/plain; charset=utf-8",
        "content-length": String(Buffer.byteLength(message)),
        "cache-control": "no-store",
        connection: "close",
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
      socket.write(
        `HTTP/1.1 ${String(status)} ${STATUS_CODES[status] ?? ""}\r\n${head.join("\r\n")}\r\n\r\n${isHead ? "" : message}`,
      );
    }
    socket.destroy(error);
  };
}
