/** The people in the About page's team carousel as first published. All are fictional. */
import type { TeamMemberEntry } from "../../../contracts/site-content.ts";

export const firstTeam: TeamMemberEntry[] = [
  {
    name: "Harriet Calloway",
    role: "Principal Broker",
    photo: { kind: "built", name: "team-principal-broker", alt: "Illustrated portrait of Harriet Calloway" },
    description:
      "Harriet founded Kestrel Ridge Finance after fifteen years in business banking, where she saw how often good businesses were turned away for want of a well-prepared application. She leads the business purchase work and still takes on clients herself.",
  },
  {
    name: "Rohan Eastbury",
    role: "Commercial Lending Specialist",
    photo: { kind: "built", name: "team-commercial-lending", alt: "Illustrated portrait of Rohan Eastbury" },
    description:
      "Rohan looks after commercial property, development and larger business facilities. A former credit analyst, he knows what a lender's credit team will ask and makes sure the answers are in the application before they do.",
  },
  {
    name: "Ngaire Fenwick",
    role: "Client Services Manager",
    photo: { kind: "built", name: "team-client-services", alt: "Illustrated portrait of Ngaire Fenwick" },
    description:
      "Ngaire keeps every application moving, from the first document checklist to the settlement day call. Clients know her as the person who always calls back, and who explains each step in plain English.",
  },
];
