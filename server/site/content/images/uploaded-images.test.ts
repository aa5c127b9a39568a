import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ImageSlotName, imageSlots, renditionFileName } from "../../../../contracts/content-images.ts";
import { sampleSiteContent } from "../../../../tests/support/sample-site-content.ts";
import { renditionsFor, uploadedImagesOf } from "./uploaded-images.ts";

const HASH_A = "a".repeat(64);
const HASH_B = "b".repeat(64);

function withUploads() {
  const content = sampleSiteContent();
  const [firstStory, ...stories] = content.settlements;
  const [firstMember, ...members] = content.team;
  if (!firstStory || !firstMember) throw new Error("the sample has a story and a member");
  return {
    ...content,
    settlements: [
      { ...firstStory, image: { kind: "uploaded" as const, hash: HASH_A, alt: "A shopfront" } },
      ...stories,
    ],
    team: [
      { ...firstMember, photo: { kind: "uploaded" as const, hash: HASH_B, alt: "Alex" } },
      ...members.map((member) => ({ ...member, photo: { kind: "uploaded" as const, hash: HASH_B, alt: "Also Alex" } })),
    ],
    lendingPartners: content.lendingPartners.map((partner, index) =>
      index === 0 ? { ...partner, logo: { kind: "uploaded" as const, hash: HASH_A, alt: "Bluegum's logo" } } : partner,
    ),
  };
}

describe("the uploaded pictures a version shows", () => {
  it("lists each upload once per slot it fills, and none of the build's own illustrations", () => {
    expect(uploadedImagesOf(sampleSiteContent())).toEqual([]);
    expect(uploadedImagesOf(withUploads())).toEqual([
      { hash: HASH_A, slot: "settlement" },
      { hash: HASH_B, slot: "team-member" },
      { hash: HASH_A, slot: "lending-partner" },
    ]);
  });

  let mediaDir: string;
  beforeEach(async () => {
    mediaDir = await mkdtemp(path.join(tmpdir(), "uploaded-images-"));
  });
  afterEach(() => rm(mediaDir, { recursive: true, force: true }));

  /** A store whose renditions are `avifBytes` long, written where the server keeps them. */
  function storeMaking(avifBytes: number, made: string[] = []) {
    return {
      ensureRenditions: async (hash: string, slot: ImageSlotName, dir: string) => {
        made.push(`${hash.slice(0, 1)} ${slot}`);
        const names = imageSlots[slot].widths.map((width) => renditionFileName(hash, width, "avif"));
        for (const name of names) await writeFile(path.join(dir, name), Buffer.alloc(avifBytes, 7));
        return names;
      },
    };
  }

  it("makes every one's renditions before the version is rendered", async () => {
    const made: string[] = [];
    await renditionsFor(storeMaking(100, made), mediaDir)(withUploads());
    expect(made).toEqual(["a settlement", "b team-member", "a lending-partner"]);
  });

  it("answers the copy a page that opens with an upload carries in its HTML: its largest AVIF, as a data: URL", async () => {
    const copies = await renditionsFor(storeMaking(100), mediaDir)(withUploads());
    // Only a settlement opens a page (/settlements); a team photo and a logo never do.
    expect([...copies.keys()]).toEqual([`/media/${HASH_A}-800.avif`]);
    expect(copies.get(`/media/${HASH_A}-800.avif`)).toBe(
      `data:image/avif;base64,${Buffer.alloc(100, 7).toString("base64")}`,
    );
  });

  it("writes no copy of a picture over its slot's byte budget into the HTML: it loads first instead", async () => {
    const overBudget = imageSlots.settlement.budgetBytes + 1;
    expect((await renditionsFor(storeMaking(overBudget), mediaDir)(withUploads())).size).toBe(0);
    expect((await renditionsFor(storeMaking(overBudget - 1), mediaDir)(withUploads())).size).toBe(1);
  });
});
