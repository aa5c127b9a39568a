import type { Migration } from "./migration.ts";

export const migration: Migration = {
  version: 8,
  name: "the calculator scenario sent with an inquiry",
  sqlite: `
    -- Issue 15: what the visitor worked out on a calculator, as the JSON of
    -- contracts/calculator-scenario.ts, checked by the server before it is
    -- stored; null when none came. No index and no trigger: nothing filters
    -- or searches on it, and a lead's insert stays as quick as it was. A
    -- deletion or a retention purge takes it with the row.
    ALTER TABLE leads ADD COLUMN scenario TEXT CHECK (scenario IS NULL OR json_valid(scenario));
  `,
  postgres: `
    ALTER TABLE leads ADD COLUMN scenario text CHECK (scenario IS NULL OR (scenario::jsonb) IS NOT NULL);
  `,
};
