/**
 * The lenders on the brokerage's panel, most-used first (the credit guide
 * lists the top six). All are fictional, shown as text wordmarks: no
 * third-party logo files.
 */
export const lendingPartners: readonly string[] = [
  "Bluegum Mutual Bank",
  "Harbourstone Lending",
  "Tasman Ridge Bank",
  "Banksia Business Bank",
  "Marlin Coast Finance",
  "Redgum Equipment Finance",
  "Wattlebrook Mutual",
  "Silverlake Commercial Finance",
  "Lyrebird Home Lending",
  "Coralbay Credit",
  "Greyfield Private Capital",
  "Northgate Private Lending",
  "Saltbush Mortgage Co.",
  "Kookaburra Hill Credit Union",
  "Ironwood Ridge Capital",
  "Stringybark Finance",
  "Quokka Bay Capital",
  "Boabstone Commercial",
];
