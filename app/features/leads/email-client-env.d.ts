// The build-time variables read by email-client-config.ts, typed for import.meta.env.
interface ImportMetaEnv {
  readonly VITE_EMAIL_ORIGIN?: string;
  readonly VITE_EMAIL_SERVICE_ID?: string;
  readonly VITE_EMAIL_USER_ID?: string;
  readonly VITE_EMAIL_TEMPLATE_INQUIRY?: string;
  readonly VITE_EMAIL_TEMPLATE_REFERRAL?: string;
  readonly VITE_EMAIL_TEMPLATE_CALLBACK?: string;
}
