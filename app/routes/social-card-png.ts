/**
 * /social-card.png: a resource route whose loader runs at build time and
 * writes build/client/social-card.png, the 1200×630 image every page's Open
 * Graph and Twitter tags name, drawn from the brand module and logo.
 */
import { buildSocialCardPng } from "#app/features/seo/social-card-png.server.ts";

export async function loader() {
  const bytes = await buildSocialCardPng();
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": "image/png" },
  });
}
