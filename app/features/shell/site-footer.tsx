import { brand, formatOpeningHours, formatPostalAddress } from "#app/content/brand.ts";
import { footerGroups } from "#app/content/navigation.ts";
import { footerCopy } from "#app/content/site-footer.ts";
import { yearOf } from "#app/lib/today.ts";
import { useToday } from "#app/lib/use-today.ts";
import { PhoneLink } from "#app/ui/phone-link.tsx";

const linkClass = "rounded-sm text-slate-300 underline-offset-4 hover:text-white hover:underline";

export function SiteFooter() {
  // The build's year in the prerendered HTML, the visitor's once hydrated.
  const year = yearOf(useToday());
  return (
    <footer className="bg-slate-900 text-slate-300 dark:bg-black">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="text-lg font-semibold text-white">
            {brand.name}
          </h2>
          <p className="mt-2 text-sm">{brand.tagline}</p>
          <ul className="mt-4 flex gap-3" aria-label={footerCopy.socialLinksLabel}>
            {brand.socialLinks.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-600 px-3 text-sm hover:border-white hover:text-white"
                >
                  {social.network}
                </a>
              </li>
            ))}
          </ul>
        </section>

        {footerGroups.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="text-lg font-semibold text-white">{group.heading}</h2>
            {/* Each link is 24 px tall (WCAG 2.5.8 target size): the text alone
                was 16 px with 8 px between, too close to its neighbours. */}
            <ul className="mt-3 space-y-1 text-sm">
              {group.links.map((link) => (
                <li key={link.to}>
                  <a href={link.to} className={`${linkClass} inline-flex min-h-6 items-center`}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-semibold text-white">
            {footerCopy.contactHeading}
          </h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>
              {footerCopy.phoneLabel} <PhoneLink phone={brand.phone} className={linkClass} />
            </p>
            <p>
              {footerCopy.emailLabel}{" "}
              <a href={`mailto:${brand.email}`} className={linkClass}>
                {brand.email}
              </a>
            </p>
            <p>
              {footerCopy.postalAddressLabel} {formatPostalAddress(brand.postalAddress)}
            </p>
          </address>
          <h3 className="mt-4 text-sm font-semibold text-white">{footerCopy.openingHoursHeading}</h3>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
            {brand.openingHours.map((hours) => (
              <div key={hours.days} className="contents">
                <dt>{hours.days}</dt>
                <dd>{formatOpeningHours(hours)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-6 text-xs text-slate-400 sm:px-6 md:flex-row md:justify-between">
          <p>
            © {year} {brand.copyrightHolder}. {footerCopy.rightsReserved}
          </p>
          <p>
            ABN {brand.abn} · Australian Credit Licence {brand.australianCreditLicence}
          </p>
        </div>
      </div>
    </footer>
  );
}
