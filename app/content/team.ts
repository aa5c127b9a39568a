/**
 * The people in the About page's team carousel, as the office edits them in
 * the content studio (first-version/team.ts holds the first ones). All are fictional.
 */
import type { ImageAsset } from "#app/lib/image-asset.ts";
import type { TeamMemberEntry } from "../../contracts/site-content.ts";
import { pictureOf } from "./built-images.ts";
import { firstTeam } from "./first-version/team.ts";
import { publishedContent } from "./published-content.ts";

/** A member as the team carousel's island props carry them. */
export interface TeamMember {
  name: string;
  role: string;
  image: ImageAsset;
  description: string;
}

export function teamShown(entries: readonly TeamMemberEntry[]): TeamMember[] {
  return entries.map((entry) => ({
    name: entry.name,
    role: entry.role,
    image: pictureOf(entry.photo, "portrait"),
    description: entry.description,
  }));
}

/** The team of the version being rendered. */
export function shownTeam(): TeamMember[] {
  return teamShown(publishedContent().team);
}

/** The team as first published (for tests that check the built pages). */
export const teamMembers: readonly TeamMember[] = teamShown(firstTeam);
