// The helpers in one module, for plain scripts that load them compiled
// (scripts/bench-leads.mjs); tests import the module they need.
export * from "./free-port.ts";
export * from "./held-request.ts";
export * from "./ledger.ts";
export * from "./multipart.ts";
export * from "./sample-leads.ts";
export * from "./server-process.ts";
export * from "./submissions.ts";
export * from "./until.ts";
export * from "./postgres-ledger.ts";
export * from "../smtp-test-server.ts";
