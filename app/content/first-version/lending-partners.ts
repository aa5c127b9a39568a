/**
 * The lenders on the brokerage's panel as first published, most-used first
 * (the credit guide lists the top six). All are fictional, shown as text
 * wordmarks: no logo, so no third-party logo file to licence or keep current.
 */
import type { LendingPartnerEntry } from "../../../contracts/site-content.ts";

export const firstLendingPartners: LendingPartnerEntry[] = [
  { name: "Bluegum Mutual Bank", logo: null },
  { name: "Harbourstone Lending", logo: null },
  { name: "Tasman Ridge Bank", logo: null },
  { name: "Banksia Business Bank", logo: null },
  { name: "Marlin Coast Finance", logo: null },
  { name: "Redgum Equipment Finance", logo: null },
  { name: "Wattlebrook Mutual", logo: null },
  { name: "Silverlake Commercial Finance", logo: null },
  { name: "Lyrebird Home Lending", logo: null },
  { name: "Coralbay Credit", logo: null },
  { name: "Greyfield Private Capital", logo: null },
  { name: "Northgate Private Lending", logo: null },
  { name: "Saltbush Mortgage Co.", logo: null },
  { name: "Kookaburra Hill Credit Union", logo: null },
  { name: "Ironwood Ridge Capital", logo: null },
  { name: "Stringybark Finance", logo: null },
  { name: "Quokka Bay Capital", logo: null },
  { name: "Boabstone Commercial", logo: null },
];
