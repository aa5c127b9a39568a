/**
 * Posting a lead the way a site still on the hosted service does: with the
 * real EmailJS browser SDK (@emailjs/browser), loaded into a page and pointed
 * at our server with its `origin` option. Proves the lead server against the
 * client it imitates, not against our own reading of the protocol.
 */
import { createRequire } from "node:module";
import type { Browser } from "@playwright/test";
import { DEFAULT_SERVICE_ID, DEFAULT_USER_ID, type LeadFormName, TEMPLATE_IDS } from "../../contracts/lead-protocol.ts";

const sdkFile = createRequire(import.meta.url).resolve("@emailjs/browser/dist/email.min.js");

interface EmailJs {
  init(options: { publicKey: string; origin: string }): void;
  send(
    serviceId: string,
    templateId: string,
    params: Record<string, string>,
  ): Promise<{ status: number; text: string }>;
}

/**
 * Sends `params` as a lead of `form` through the SDK, from a page of `origin`
 * (the SDK is added to it as a script, so the page's own CSP is bypassed in
 * that browser context only). Resolves to the SDK's answer.
 */
export async function sendWithEmailJsSdk(
  browser: Browser,
  origin: string,
  form: LeadFormName,
  params: Record<string, string>,
): Promise<{ status: number; text: string }> {
  const context = await browser.newContext({ bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/inquiry`);
    await page.addScriptTag({ path: sdkFile });
    return await page.evaluate(
      async ({ origin: sendTo, serviceId, userId, templateId, fields }) => {
        const emailjs = (globalThis as unknown as { emailjs: EmailJs }).emailjs;
        emailjs.init({ publicKey: userId, origin: sendTo });
        const answer = await emailjs.send(serviceId, templateId, fields);
        return { status: answer.status, text: answer.text };
      },
      {
        origin,
        serviceId: DEFAULT_SERVICE_ID,
        userId: DEFAULT_USER_ID,
        templateId: TEMPLATE_IDS[form],
        fields: params,
      },
    );
  } finally {
    await context.close();
  }
}
