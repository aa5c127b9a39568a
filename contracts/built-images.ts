/**
 * The build's own illustrations a studio collection may show, by name (the
 * file name under app/content/images/ without its extension). The app turns a
 * name into its picture (app/content/built-images.ts, which a test holds to
 * this list); the studio, which may not import the app, offers these and
 * refuses any other name. No zod here.
 */
export const BUILT_IMAGE_NAMES = [
  "settlement-wedding-halls",
  "settlement-equipment-business",
  "settlement-childcare",
  "settlement-restaurants",
  "settlement-law-firm",
  "settlement-telecommunication",
  "settlement-construction-equipment",
  "settlement-accommodation-resort",
  "settlement-medical-clinic",
  "settlement-pharmacy",
  "settlement-cafe",
  "settlement-fitness-studio",
  "settlement-logistics",
  "settlement-winery",
  "settlement-retail-store",
  "settlement-accounting-practice",
  "settlement-manufacturing",
  "settlement-bakery",
  "team-principal-broker",
  "team-commercial-lending",
  "team-client-services",
  "hero-business-purchase",
  "hero-business-loans",
  "hero-residential-loans",
  "hero-asset-finance",
] as const;

export type BuiltImageName = (typeof BUILT_IMAGE_NAMES)[number];
