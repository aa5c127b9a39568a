import Phone from "lucide-react/icons/phone";

const inlineStyle = "font-semibold text-brand-700 underline dark:text-brand-300";

interface PhoneLinkProps {
  /** The number as dialled (E.164) and as written for people. */
  phone: { readonly e164: string; readonly display: string };
  /** Styling for where it sits; by default an underlined link inside a sentence. */
  className?: string;
  withIcon?: boolean;
}

/** A phone number as a link that dials it. */
export function PhoneLink({ phone, className = inlineStyle, withIcon = false }: PhoneLinkProps) {
  return (
    <a href={`tel:${phone.e164}`} className={className}>
      {withIcon && <Phone aria-hidden="true" className="size-4" />}
      {phone.display}
    </a>
  );
}
