import Phone from "lucide-react/icons/phone";
import { brand } from "#app/content/brand.ts";

const inlineStyle = "font-semibold text-brand-700 underline dark:text-brand-300";

interface PhoneLinkProps {
  /** Styling for where it sits; by default an underlined link inside a sentence. */
  className?: string;
  withIcon?: boolean;
}

/** The brokerage's phone number as a link that dials it. */
export function PhoneLink({ className = inlineStyle, withIcon = false }: PhoneLinkProps) {
  return (
    <a href={`tel:${brand.phone.e164}`} className={className}>
      {withIcon && <Phone aria-hidden="true" className="size-4" />}
      {brand.phone.display}
    </a>
  );
}
