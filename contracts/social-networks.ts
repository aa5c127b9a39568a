/**
 * The social networks the business details may link to, in the order the
 * footer shows them. Apart from the schemas (site-content.ts) because every
 * page's code reads it through brand.ts, and must not bring zod with it.
 */
export const SOCIAL_NETWORKS = ["Facebook", "LinkedIn", "Instagram"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
