import { brand } from "#app/content/brand.ts";
import { paths } from "#app/content/site-paths.ts";
import { BrandMark } from "./brand-mark.tsx";

export function BrandLogo() {
  return (
    <a
      href={paths.home}
      className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight text-brand-900 dark:text-white"
    >
      <BrandMark className="size-9" />
      {/* On the narrowest phones the mark stands alone; the name stays for screen readers. */}
      <span className="whitespace-nowrap max-[420px]:sr-only">{brand.name}</span>
      <span className="sr-only">, home page</span>
    </a>
  );
}
