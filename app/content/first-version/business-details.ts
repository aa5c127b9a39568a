/**
 * The sample brokerage's business details as first published: the content
 * studio loads them into the database on the first start, and edits them from
 * then on (decision 017). Its phone number is in the (03) 5550 xxxx block the
 * ACMA reserves for fiction, and its ABN and credit licence number are made up
 * (the ABN passes the ABR checksum, contracts/abn.ts).
 */
import type { BusinessDetails } from "../../../contracts/site-content.ts";

export const firstBusinessDetails: BusinessDetails = {
  phone: "(03) 5550 0148",
  email: "hello@kestrelridge.example",
  postalAddress: { street: "PO Box 4127", locality: "Ballarat", state: "VIC", postcode: "3350" },
  abn: "49 962 793 283",
  australianCreditLicence: "548913",
  openingHours: [
    { day: "Monday", opens: "08:00", closes: "18:00" },
    { day: "Tuesday", opens: "08:00", closes: "18:00" },
    { day: "Wednesday", opens: "08:00", closes: "18:00" },
    { day: "Thursday", opens: "08:00", closes: "18:00" },
    { day: "Friday", opens: "08:00", closes: "18:00" },
    { day: "Saturday", opens: "08:00", closes: "15:00" },
    { day: "Sunday", opens: null, closes: null },
  ],
  socialLinks: {
    Facebook: "https://www.facebook.com/kestrelridgefinance.example",
    LinkedIn: "https://www.linkedin.com/company/kestrelridgefinance-example",
    Instagram: "https://www.instagram.com/kestrelridgefinance.example",
  },
};
