/**
 * The inbox's session cookie: HttpOnly (no script reads it), SameSite=Strict
 * (no other site's link or form carries it), Path=/. In production it is
 * Secure and named with the __Host- prefix, which browsers accept only from
 * HTTPS, for this exact host, with Path=/ and no Domain: a sibling subdomain
 * cannot set or shadow it. On http://localhost (development, tests) neither
 * would be accepted, so it is a plain name without Secure there.
 */
import { parse, serialize } from "cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ServerConfig } from "../../config.ts";

export interface SessionCookie {
  name: string;
  /** The cookie's value on this request, if it carries one. */
  read(request: FastifyRequest): string | undefined;
  /** Sets the cookie to a new session's value, for `maxAgeMs` at most (the server ends it sooner if it must). */
  set(reply: FastifyReply, value: string, maxAgeMs: number): void;
  clear(reply: FastifyReply): void;
}

export function sessionCookie(config: Pick<ServerConfig, "NODE_ENV">): SessionCookie {
  const secure = config.NODE_ENV === "production";
  const name = secure ? "__Host-inbox-session" : "inbox-session";
  const attributes = { httpOnly: true, sameSite: "strict", path: "/", secure } as const;
  return {
    name,
    read(request) {
      const header = request.headers.cookie;
      return header ? parse(header)[name] : undefined;
    },
    set(reply, value, maxAgeMs) {
      reply.header("set-cookie", serialize(name, value, { ...attributes, maxAge: Math.floor(maxAgeMs / 1000) }));
    },
    clear(reply) {
      reply.header("set-cookie", serialize(name, "", { ...attributes, maxAge: 0 }));
    },
  };
}
