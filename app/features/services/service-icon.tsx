import {
  Briefcase,
  Building2,
  Construction,
  Handshake,
  House,
  Landmark,
  PiggyBank,
  Truck,
  type LucideIcon,
} from "lucide-react";
import type { ServiceIcon as ServiceIconName } from "#app/content/services.ts";

const icons: Record<ServiceIconName, LucideIcon> = {
  briefcase: Briefcase,
  landmark: Landmark,
  house: House,
  building: Building2,
  truck: Truck,
  handshake: Handshake,
  crane: Construction,
  "piggy-bank": PiggyBank,
};

/** The content module names an icon; this draws it (decorative: the title beside it says the same). */
export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
