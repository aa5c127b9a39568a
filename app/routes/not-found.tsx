import { notFoundPage } from "#app/content/pages.ts";
import { NotFoundScreen } from "#app/features/shell/not-found-screen.tsx";
import { brand } from "#app/content/brand.ts";

// Any path the route table does not know. Prerendered once as /404 and served
// by our server (and by static hosts, as 404.html) with status 404.
export const meta = () => [
  { title: `${notFoundPage.title} | ${brand.name}` },
  { name: "description", content: notFoundPage.description },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundScreen />;
}
