import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TeamMemberEntry } from "../../../contracts/site-content.ts";
import { type ContentStudioSite, startContentStudio } from "../../../tests/support/content-studio-site.ts";
import { phonePhoto, smallPicture } from "../../../tests/support/content-test-images.ts";
import type { TestStaffMember } from "../../../tests/support/inbox-session-for-tests.ts";
import { SAMPLE_TEAM } from "../../../tests/support/sample-site-content.ts";

// The studio takes a picture with the form that shows it (content-uploads.ts):
// real sharp, a real database, the renditions written where the site serves them.

let site: ContentStudioSite;
let eve: TestStaffMember;

beforeEach(async () => {
  site = await startContentStudio();
  eve = await site.signIn("editor", "Eve Editor");
});

afterEach(async () => {
  await site.close();
});

/** The team form as a browser posts it: the sample's members, each field as the form names it. */
function teamForm(extra: Record<string, string> = {}): Record<string, string> {
  const form: Record<string, string> = { revision: "0", action: "save", count: String(SAMPLE_TEAM.length) };
  SAMPLE_TEAM.forEach((member, index) => {
    const id = `member-${index + 1}`;
    form[`${id}-name`] = member.name;
    form[`${id}-role`] = member.role;
    form[`${id}-photo`] = member.photo.kind === "built" ? `built:${member.photo.name}` : "";
    form[`${id}-photo-alt`] = member.photo.alt;
    form[`${id}-description`] = member.description;
  });
  return { ...form, ...extra };
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const teamDraft = async () => (await site.content.draft("team")).body as TeamMemberEntry[];
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("uploading a picture with a list's form", () => {
  it("takes at most four pictures in one post, naming each one left over at its control", async () => {
    const sample = (await site.content.draft("settlements")).body;
    const settlements = Array.from({ length: 5 }, (_, index) => ({
      ...sample[index % sample.length],
      heading: `Story ${index + 1}`,
    })) as typeof sample;
    const form: Record<string, string> = { revision: "0", action: "save", count: String(settlements.length) };
    settlements.forEach((story, index) => {
      const id = `settlement-${index + 1}`;
      form[`${id}-image`] = story.image.kind === "built" ? `built:${story.image.name}` : "";
      form[`${id}-image-alt`] = story.image.alt;
      form[`${id}-heading`] = story.heading;
      form[`${id}-description`] = story.description;
    });
    const pictures = await Promise.all(
      settlements.map((_, index) => smallPicture("png", 400 + index * 8, 300 + index * 6)),
    );
    const files = Object.fromEntries(
      pictures.map((bytes, index) => [
        `settlement-${index + 1}-image-upload`,
        { name: `story-${index + 1}.png`, bytes },
      ]),
    );
    const answer = await site.postWithFiles("/inbox/content/settlements", form, files, eve);
    expect(answer.statusCode).toBe(400);
    expect(text(answer.body)).toContain(
      "Settlement 5 › Image: upload at most 4 pictures at a time; save, then upload this one",
    );
    expect(text(answer.body)).not.toContain("Settlement 4 › Image: upload at most");
    expect((await site.content.draft("settlements")).waiting).toBe(false);
  });

  it("makes an uploaded photo the member's picture, with renditions that keep nothing of where it was taken", async () => {
    const photo = await phonePhoto();
    const saved = await site.postWithFiles(
      "/inbox/content/team",
      teamForm({ "member-1-photo-alt": "Harriet at her desk" }),
      { "member-1-photo-upload": { name: "IMG_0412.JPG", bytes: photo } },
      eve,
    );
    expect(saved.statusCode).toBe(303);
    const hash = sha256(photo);
    expect((await teamDraft())[0]?.photo).toEqual({ kind: "uploaded", hash, alt: "Harriet at her desk" });

    const renditions = (await readdir(site.mediaDir)).filter((file) => file.startsWith(hash)).sort();
    expect(renditions).toEqual(
      ["300.avif", "300.jpg", "300.webp", "600.avif", "600.jpg", "600.webp"].map((end) => `${hash}-${end}`),
    );
    const largest = await sharp(await readFile(path.join(site.mediaDir, `${hash}-600.jpg`))).metadata();
    expect(largest.exif).toBeUndefined();
    expect(largest.xmp).toBeUndefined();
    expect(largest.width).toBe(600);
    expect(largest.height).toBe(600);
    expect(await site.auditRows()).toContainEqual(
      expect.objectContaining({ action: "uploaded content images", detail: "Team: 1" }),
    );

    // The form shows it chosen, with its thumbnail.
    const form = (await site.get("/inbox/content/team", eve)).body;
    expect(form).toContain(`<option value="uploaded:${hash}" selected="">`);
    expect(form).toContain(`<img class="studio-thumbnail" src="/media/${hash}-300.jpg" alt=""/>`);
    // React writes the attribute as encType; HTML attribute names are case-insensitive.
    expect(form).toContain('encType="multipart/form-data"');
  });

  it("refuses an SVG, a PNG named .jpg and a file over 10 MB, each in one line at its control, and saves nothing", async () => {
    const before = await teamDraft();
    const png = await smallPicture("png");
    for (const [file, message] of [
      [
        { name: "portrait.svg", bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
        "Team member 1 › Photo: an SVG drawing cannot be uploaded; upload a JPEG, PNG, WebP or AVIF image",
      ],
      [
        { name: "portrait.jpg", bytes: png },
        "Team member 1 › Photo: the file's name ends in .jpg but it is a PNG image",
      ],
      [
        { name: "huge.jpg", bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff) },
        "Team member 1 › Photo: the file is over 10 MB; upload one of 10 MB or less",
      ],
    ] as const) {
      const refused = await site.postWithFiles(
        "/inbox/content/team",
        teamForm({ "member-2-role": "Head of Client Services" }),
        { "member-1-photo-upload": file },
        eve,
      );
      expect(refused.statusCode, file.name).toBe(400);
      expect(text(refused.body)).toContain(message);
      expect(refused.body).toMatch(/<input id="member-1-photo-upload"[^>]*aria-invalid="true"/);
      // What was typed comes back as typed.
      expect(refused.body).toContain('value="Head of Client Services"');
    }
    expect(await teamDraft()).toEqual(before);
  });

  it("refuses a picture chosen by a hash nobody uploaded", async () => {
    const refused = await site.post(
      "/inbox/content/team",
      teamForm({ "member-1-photo": `uploaded:${"a".repeat(64)}` }),
      eve,
    );
    expect(refused.statusCode).toBe(400);
    expect(text(refused.body)).toContain("Team member 1 › Photo: choose a picture, or upload one");
  });

  it("keeps an uploaded photo through Add a team member, which saves nothing", async () => {
    const photo = await smallPicture("webp", 800, 800);
    const answer = await site.postWithFiles(
      "/inbox/content/team",
      teamForm({ action: "add" }),
      { "member-2-photo-upload": { name: "bea.webp", bytes: photo } },
      eve,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(`<option value="uploaded:${sha256(photo)}" selected="">`);
    expect((await site.content.draft("team")).waiting).toBe(false);
  });

  it("reads no file from someone who is not signed in", async () => {
    // 61 files: read at all, they would be refused as too many (413) before any handler ran.
    const png = await smallPicture("png");
    const files = Object.fromEntries(
      Array.from({ length: 61 }, (_, index) => [`member-${index + 1}-photo-upload`, { name: "a.png", bytes: png }]),
    );
    const answer = await site.postWithFiles("/inbox/content/team", teamForm(), files, null);
    expect(answer.statusCode).toBe(303);
    expect(await readdir(site.mediaDir).catch(() => [])).toEqual([]);
  });
});
