import { describe, expect, it } from "vitest";
import type { ImageSlotName } from "../../../../contracts/content-images.ts";
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

  it("makes every one's renditions before the version is rendered", async () => {
    const made: string[] = [];
    const prepare = renditionsFor(
      {
        ensureRenditions: (hash: string, slot: ImageSlotName, mediaDir: string) => {
          made.push(`${hash.slice(0, 1)} ${slot} ${mediaDir}`);
          return Promise.resolve([]);
        },
      },
      "/srv/site/media",
    );
    await prepare(withUploads());
    expect(made).toEqual([
      "a settlement /srv/site/media",
      "b team-member /srv/site/media",
      "a lending-partner /srv/site/media",
    ]);
  });
});
