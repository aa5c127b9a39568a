import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_STUDIO_PATH } from "../../contracts/inbox-paths.ts";
import type { StaffRole } from "../staff/staff-directory.ts";
import {
  landingFor,
  requireAdmin,
  requireContentEditor,
  requireLeadAccess,
  requirePublisher,
  safeNext,
  type SignedInStaff,
  signInLocation,
} from "./inbox-session.ts";

describe("where sign-in sends a person back to", () => {
  it("returns them to the inbox page they were on, with its filters", () => {
    expect(safeNext("/inbox?status=new&q=tran")).toBe("/inbox?status=new&q=tran");
    expect(safeNext("/inbox/leads/5b0c6a9e-0000-4000-8000-000000000000")).toBe(
      "/inbox/leads/5b0c6a9e-0000-4000-8000-000000000000",
    );
  });

  it("never sends them off the inbox: another site, another page of ours, or a look-alike path", () => {
    for (const next of [
      "https://attacker.example/inbox",
      "//attacker.example/inbox",
      "/\\attacker.example",
      "/inbox\\..\\x",
      "/inboxes",
      "/about",
      "",
      undefined,
    ]) {
      expect(safeNext(next), String(next)).toBe("/inbox");
    }
  });

  it("does not loop back to the sign-in page itself", () => {
    expect(safeNext("/inbox/sign-in?next=/inbox/audit")).toBe("/inbox");
  });

  it("carries the page in the sign-in address, encoded, and leaves it out for the inbox itself", () => {
    expect(signInLocation("/inbox?status=new&q=a b")).toBe("/inbox/sign-in?next=%2Finbox%3Fstatus%3Dnew%26q%3Da%20b");
    expect(signInLocation("/inbox")).toBe("/inbox/sign-in");
    expect(signInLocation("https://attacker.example")).toBe("/inbox/sign-in");
  });
});

/**
 * The role rules over a Fastify of their own: a route per rule, and the
 * signed-in person put on the request from a header, as the session hook
 * would from the cookie. What each rule lets through says who may do what.
 */
describe("who may do what", () => {
  let app: FastifyInstance;
  const roles: readonly StaffRole[] = ["admin", "broker", "editor"];

  beforeAll(async () => {
    app = Fastify();
    app.decorateRequest("staff", null);
    app.addHook("onRequest", async (request) => {
      const role = request.headers["x-role"];
      request.staff =
        typeof role === "string"
          ? { id: 1, email: "someone@example.com.au", name: "Someone", role: role as StaffRole, sessionIdHash: "x" }
          : null;
    });
    const route =
      (rule: (request: FastifyRequest, reply: FastifyReply) => SignedInStaff | null) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const staff = rule(request, reply);
        return staff ? reply.send(`let in: ${staff.role}`) : reply;
      };
    app.get(
      "/inbox/leads/x",
      route((request, reply) => requireLeadAccess(request, reply, "open a lead")),
    );
    app.get(
      "/api/inbox/leads",
      route((request, reply) => requireLeadAccess(request, reply)),
    );
    app.get(
      "/inbox/audit",
      route((request, reply) => requireAdmin(request, reply, "read the audit trail")),
    );
    app.get("/inbox/content", route(requireContentEditor));
    app.post("/inbox/content/save", route(requireContentEditor));
    app.post("/inbox/content/publish", route(requirePublisher));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  const ask = (method: "GET" | "POST", url: string, role: StaffRole | null) =>
    app.inject({ method, url, headers: role ? { "x-role": role } : {} });
  const letIn = async (method: "GET" | "POST", url: string) => {
    const answers = await Promise.all(roles.map((role) => ask(method, url, role)));
    return roles.filter((_, index) => answers[index]?.statusCode === 200);
  };

  it("lets an admin and a broker see leads, and refuses an editor with 403 naming what was refused", async () => {
    expect(await letIn("GET", "/inbox/leads/x")).toEqual(["admin", "broker"]);
    const page = await ask("GET", "/inbox/leads/x", "editor");
    expect(page.statusCode).toBe(403);
    expect(page.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(page.body).toBe("Only an admin or a broker can open a lead.");
  });

  it("refuses an editor the lead API in JSON, the way the API answers everything", async () => {
    expect(await letIn("GET", "/api/inbox/leads")).toEqual(["admin", "broker"]);
    const api = await ask("GET", "/api/inbox/leads", "editor");
    expect(api.statusCode).toBe(403);
    expect(api.headers["content-type"]).toMatch(/^application\/json/);
    expect(api.json()).toEqual({ error: "Only an admin or a broker can see the leads." });
  });

  it("keeps the admins' pages to admins: a broker and an editor are refused", async () => {
    expect(await letIn("GET", "/inbox/audit")).toEqual(["admin"]);
    for (const role of ["broker", "editor"] as const) {
      const answer = await ask("GET", "/inbox/audit", role);
      expect(answer.statusCode, role).toBe(403);
      expect(answer.body, role).toBe("Only an admin can read the audit trail.");
    }
  });

  it("lets every role open the content studio and save a draft", async () => {
    expect(await letIn("GET", "/inbox/content")).toEqual(["admin", "broker", "editor"]);
    expect(await letIn("POST", "/inbox/content/save")).toEqual(["admin", "broker", "editor"]);
  });

  it("lets an admin and an editor publish, and tells a broker who can", async () => {
    expect(await letIn("POST", "/inbox/content/publish")).toEqual(["admin", "editor"]);
    const broker = await ask("POST", "/inbox/content/publish", "broker");
    expect(broker.statusCode).toBe(403);
    expect(broker.body).toBe("Only an admin or an editor can publish.");
  });

  it("sends someone without a session to sign in (a page) or answers 401 (the API), whichever rule", async () => {
    for (const [method, url] of [
      ["GET", "/inbox/leads/x"],
      ["GET", "/inbox/audit"],
      ["GET", "/inbox/content"],
    ] as const) {
      const answer = await ask(method, url, null);
      expect(answer.statusCode, url).toBe(303);
      expect(answer.headers.location, url).toBe(`/inbox/sign-in?next=${encodeURIComponent(url)}`);
    }
    expect((await ask("GET", "/api/inbox/leads", null)).statusCode).toBe(401);
    expect((await ask("POST", "/inbox/content/publish", null)).headers.location).toBe("/inbox/sign-in");
  });
});

describe("where a person lands", () => {
  it("takes an editor from the inbox itself to the content studio, and leaves a page they asked for", () => {
    expect(landingFor({ role: "editor" }, "/inbox")).toBe(CONTENT_STUDIO_PATH);
    expect(landingFor({ role: "editor" }, "/inbox/content/pages")).toBe("/inbox/content/pages");
    expect(landingFor({ role: "broker" }, "/inbox")).toBe("/inbox");
    expect(landingFor({ role: "admin" }, "/inbox")).toBe("/inbox");
  });
});
