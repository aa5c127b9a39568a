import { describe, expect, it } from "vitest";
import { databaseUrlProblem, redactedUrl, redactPassword } from "./database-url.ts";

describe("DATABASE_URL in messages", () => {
  it("shows the URL with its password as ***", () => {
    expect(redactedUrl("postgres://kestrel:s3cret@db.internal:5432/leads")).toBe(
      "postgres://kestrel:***@db.internal:5432/leads",
    );
    expect(redactedUrl("postgres://kestrel@db.internal/leads")).toBe("postgres://kestrel@db.internal/leads");
  });

  it("takes the password out of any text, written as in the URL or decoded", () => {
    const url = "postgres://kestrel:p%40ss%2Fword@db.internal/leads";
    expect(redactPassword("login p%40ss%2Fword failed; p@ss/word refused", url)).toBe("login *** failed; *** refused");
  });

  it("finds nothing wrong with a PostgreSQL URL naming a database", () => {
    expect(databaseUrlProblem("postgresql://kestrel:s3cret@db.internal:5432/leads")).toBeUndefined();
  });
});
