/** The people in the About page's team carousel. All are fictional. */
import { brand } from "./brand.ts";
import { SQUARE, type ImageAsset } from "#app/lib/image-asset.ts";
import principalBroker from "./images/team-principal-broker.svg";
import commercialLending from "./images/team-commercial-lending.svg";
import clientServices from "./images/team-client-services.svg";

export interface TeamMember {
  name: string;
  role: string;
  image: ImageAsset;
  description: string;
}

function portrait(src: string, name: string): ImageAsset {
  return { src, ...SQUARE, alt: `Illustrated portrait of ${name}` };
}

export const teamMembers: readonly TeamMember[] = [
  {
    name: "Harriet Calloway",
    role: "Principal Broker",
    image: portrait(principalBroker, "Harriet Calloway"),
    description: `Harriet founded ${brand.name} after fifteen years in business banking, where she saw how often good businesses were turned away for want of a well-prepared application. She leads the business purchase work and still takes on clients herself.`,
  },
  {
    name: "Rohan Eastbury",
    role: "Commercial Lending Specialist",
    image: portrait(commercialLending, "Rohan Eastbury"),
    description:
      "Rohan looks after commercial property, development and larger business facilities. A former credit analyst, he knows what a lender's credit team will ask and makes sure the answers are in the application before they do.",
  },
  {
    name: "Ngaire Fenwick",
    role: "Client Services Manager",
    image: portrait(clientServices, "Ngaire Fenwick"),
    description:
      "Ngaire keeps every application moving, from the first document checklist to the settlement day call. Clients know her as the person who always calls back, and who explains each step in plain English.",
  },
];
