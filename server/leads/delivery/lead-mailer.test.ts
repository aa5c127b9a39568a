import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTestCertificate, type TestCertificate } from "../../../tests/support/self-signed-certificate.ts";
import { startTestSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp-test-server.ts";
import { refinanceScenario, repaymentScenario } from "../../../tests/support/sample-scenarios.ts";
import { composeLeadEmail, createLeadMailer, escapeHtml, leadSubject, type LeadMailer } from "./lead-mailer.ts";
import type { StoredLead } from "../store/lead-store.ts";

const SITE_URL = "https://www.kestrelridge.example";
const addresses = { from: "leads@kestrel.example", to: "brokers@kestrel.example", siteUrl: SITE_URL };

const inquiry: StoredLead = {
  id: "0b5f1c2e-8d7a-4f3b-9c1d-2e3f4a5b6c7d",
  form: "inquiry",
  fields: {
    firstName: "Mia",
    lastName: "Tran",
    email: "mia.tran@example.com",
    mobile: "+61412345678",
    enquiryType: "Commercial Loans",
    reference: "Friend/Family",
    postCode: "3000",
    message: "Hello,\nwe are looking at a warehouse in Dandenong.",
  },
  // 3:05 am UTC is 2:05 pm in Melbourne in March (daylight time, UTC+11).
  receivedAt: "2026-03-03T03:05:00.000Z",
  deliveryState: "pending",
  deliveredAt: null,
  scenario: null,
};

const referral: StoredLead = {
  ...inquiry,
  id: "1c6a2d3f-9e8b-4a4c-8d2e-3f4a5b6c7d8e",
  form: "referral",
  fields: {
    from_name: "Sam Ode",
    from_email: "sam.ode@example.com",
    from_phone: "+61355500148",
    message: "My neighbour needs a car loan.",
  },
};

let smtp: TestSmtpServer;
let mailer: LeadMailer;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // The test SMTP server is a relay on 127.0.0.1 without STARTTLS.
  mailer = createLeadMailer({ smtpUrl: smtp.url, ...addresses, allowPlaintext: true });
});

afterAll(async () => {
  mailer.close();
  await smtp.stop();
});

describe("a lead e-mail, through a real SMTP server", () => {
  it("arrives with every inquiry field, labelled, in both parts", async () => {
    await mailer.send(inquiry);
    const email = smtp.received.at(-1);
    expect(email?.envelopeTo).toEqual(["brokers@kestrel.example"]);
    expect(email?.envelopeFrom).toBe("leads@kestrel.example");
    expect(email?.subject).toBe("New inquiry from Mia Tran");
    for (const line of [
      "First name: Mia",
      "Last name: Tran",
      "Email: mia.tran@example.com",
      "Mobile: +61412345678",
      "Enquiry type: Commercial Property Loan",
      "How they heard about us: Friend/Family",
      "Postcode: 3000",
      "Message:\nHello,\nwe are looking at a warehouse in Dandenong.",
      `Lead id: ${inquiry.id}`,
    ]) {
      expect(email?.text).toContain(line);
    }
    expect(email?.text).toMatch(/Received: Tuesday,? 3 March 2026 at 2:05\s?pm AEDT/i);
    for (const label of [
      "First name",
      "Last name",
      "Email",
      "Mobile",
      "Enquiry type",
      "How they heard about us",
      "Postcode",
      "Message",
    ]) {
      expect(email?.html).toContain(`>${label}</th>`);
    }
    expect(email?.html).toContain("mia.tran@example.com");
    expect(email?.html).toContain(inquiry.id);
  });

  it("shows the calculator scenario sent with an inquiry as a short table, with the link that recreates it, in both parts", async () => {
    await mailer.send({ ...inquiry, scenario: repaymentScenario() });
    const email = smtp.received.at(-1);
    const link = `${SITE_URL}/lrc?amount=500000&rate=6&years=30&frequency=monthly&type=pi&extra=200`;
    expect(email?.text).toContain(
      [
        "Calculator scenario: Loan Repayment Calculator",
        `Recreate it: ${link}`,
        "Figures as the visitor's browser sent them; the link recomputes them on our site.",
        "Inputs",
        "  Loan amount: $500,000",
        "  Interest rate: 6% p.a.",
        "  Loan term: 30 years",
        "  Repayment frequency: Monthly",
        "  Extra repayment: $200",
        "Results",
        "  Repayment: $2,997.75",
        "  Time to repay: 25 years 8 months",
        "  Interest saved: $87,214.06",
      ].join("\n"),
    );
    expect(email?.html).toContain("Calculator scenario: Loan Repayment Calculator</h2>");
    for (const [label, value] of [
      ["Loan amount", "$500,000"],
      ["Extra repayment", "$200"],
      ["Interest saved", "$87,214.06"],
    ] as const) {
      expect(email?.html).toMatch(new RegExp(`>${label}</th><td [^>]*>${value.replace("$", "\\$")}</td>`));
    }
    expect(email?.html).toContain(`<a href="${link.replaceAll("&", "&amp;")}">`);
  });

  it("says nothing of a scenario when the inquiry came without one", async () => {
    await mailer.send(inquiry);
    const email = smtp.received.at(-1);
    expect(email?.text).not.toContain("Calculator scenario");
    expect(email?.html).not.toContain("<a ");
  });

  it("is answered to the visitor: Reply-To is the inquiry's email", async () => {
    await mailer.send(inquiry);
    expect(smtp.received.at(-1)?.headers.get("reply-to")).toBe("Mia Tran <mia.tran@example.com>");
    expect(smtp.received.at(-1)?.headers.get("from")).toBe("leads@kestrel.example");
    expect(smtp.received.at(-1)?.headers.get("to")).toBe("brokers@kestrel.example");
  });

  it("arrives with every referral field, Reply-To the referrer's email", async () => {
    await mailer.send(referral);
    const email = smtp.received.at(-1);
    expect(email?.subject).toBe("New referral from Sam Ode");
    expect(email?.headers.get("reply-to")).toBe("Sam Ode <sam.ode@example.com>");
    for (const line of [
      "Name: Sam Ode",
      "Email: sam.ode@example.com",
      "Phone: +61355500148",
      "Message: My neighbour needs a car loan.",
    ]) {
      expect(email?.text).toContain(line);
    }
  });

  it("carries the lead id in its Message-ID, so a resend is recognisable", async () => {
    await mailer.send(inquiry);
    expect(smtp.received.at(-1)?.headers.get("message-id")).toBe(`<lead-${inquiry.id}@kestrel.example>`);
  });

  it("keeps the subject on one line and adds no header, even when the name holds line breaks", async () => {
    const injected = {
      ...inquiry,
      fields: { ...inquiry.fields, firstName: "Mia\r\nBcc: victim@example.com\r\n", lastName: "Tran\nX-Evil: 1" },
    };
    await mailer.send(injected);
    const email = smtp.received.at(-1);
    expect(email?.subject).toBe("New inquiry from Mia Bcc: victim@example.com Tran X-Evil: 1");
    expect(email?.subject).not.toMatch(/[\r\n]/);
    expect(email?.headers.has("bcc")).toBe(false);
    expect(email?.headers.has("x-evil")).toBe(false);
    expect(email?.envelopeTo).toEqual(["brokers@kestrel.example"]);
  });

  it("escapes every value in the HTML part", async () => {
    const hostile = {
      ...inquiry,
      fields: {
        ...inquiry.fields,
        lastName: `O'Brien "<b>"`,
        message: `<script>alert("x")</script> & <img src=x onerror=alert(1)>`,
      },
    };
    await mailer.send(hostile);
    const html = smtp.received.at(-1)?.html ?? "";
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;",
    );
    expect(html).toContain("O&#39;Brien &quot;&lt;b&gt;&quot;");
  });
});

describe("the connection to the mail server", () => {
  let certificate: TestCertificate;
  const servers: TestSmtpServer[] = [];
  const mailers: LeadMailer[] = [];

  beforeAll(() => {
    certificate = makeTestCertificate();
  });

  afterAll(async () => {
    for (const each of mailers.splice(0)) each.close();
    for (const server of servers.splice(0)) await server.stop();
  });

  async function server(options: Parameters<typeof startTestSmtpServer>[0] = {}): Promise<TestSmtpServer> {
    const started = await startTestSmtpServer(options);
    servers.push(started);
    return started;
  }

  function mailerFor(settings: Omit<Parameters<typeof createLeadMailer>[0], "from" | "to" | "siteUrl">): LeadMailer {
    const made = createLeadMailer({ ...settings, ...addresses });
    mailers.push(made);
    return made;
  }

  it("sends a lead over smtp:// only once STARTTLS has encrypted the connection", async () => {
    const mailServer = await server({ tls: certificate });
    await mailerFor({ smtpUrl: mailServer.url, ca: certificate.ca }).send(inquiry);
    expect(mailServer.received).toHaveLength(1);
    expect(mailServer.received[0]?.secure).toBe(true);
  });

  it("refuses to send a lead in plain text to a mail server that does not offer STARTTLS", async () => {
    const mailServer = await server();
    await expect(mailerFor({ smtpUrl: mailServer.url }).send(inquiry)).rejects.toThrow();
    expect(mailServer.received).toHaveLength(0);
  });

  it("sends in plain text to a relay on this machine only when SMTP_ALLOW_PLAINTEXT says so", async () => {
    const mailServer = await server();
    await mailerFor({ smtpUrl: mailServer.url, allowPlaintext: true }).send(inquiry);
    expect(mailServer.received.map((email) => email.secure)).toEqual([false]);
  });

  it("refuses a mail server whose certificate it cannot verify", async () => {
    // Signed by an authority the mailer does not trust: what a machine in the middle would show.
    const mailServer = await server({ tls: certificate });
    await expect(mailerFor({ smtpUrl: mailServer.url }).send(inquiry)).rejects.toThrow(/certificate/i);
    expect(mailServer.received).toHaveLength(0);
  });

  it("takes no TLS setting from the address: ?ignoreTLS=true still gets STARTTLS or nothing", async () => {
    const mailServer = await server();
    const smtpUrl = `${mailServer.url}?ignoreTLS=true&requireTLS=false&tls.rejectUnauthorized=false`;
    await expect(mailerFor({ smtpUrl }).send(inquiry)).rejects.toThrow();
    expect(mailServer.received).toHaveLength(0);
  });

  // This machine's own address on its network: not loopback, so as far as the mailer can tell, another machine.
  const networkAddress = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry?.family === "IPv4" && !entry.internal)?.address;

  it.skipIf(!networkAddress)(
    "refuses to send a lead over plain text to a remote server, even with SMTP_ALLOW_PLAINTEXT",
    async () => {
      const mailServer = await server({ host: networkAddress });
      await expect(mailerFor({ smtpUrl: mailServer.url, allowPlaintext: true }).send(inquiry)).rejects.toThrow();
      expect(mailServer.received).toHaveLength(0);
    },
  );
});

describe("leadSubject", () => {
  it("strips carriage returns and line feeds, and every other control character", () => {
    const subject = leadSubject({ form: "referral", fields: { from_name: "Sam\r\n\tOde\u0000\u2028" } });
    expect(subject).toBe("New referral from Sam Ode");
  });

  it("never lets a name spell an encoded word that a mail reader would decode into other text", () => {
    expect(leadSubject({ form: "referral", fields: { from_name: "=?utf-8?q?=0D=0ABcc:victim@example.com?=" } })).toBe(
      "New referral from = ?utf-8?q?=0D=0ABcc:victim@example.com?=",
    );
  });

  it("still reads as a lead when the name is empty", () => {
    expect(leadSubject({ form: "referral", fields: { from_name: "\r\n" } })).toBe("New referral from the website");
  });
});

describe("escapeHtml", () => {
  it("escapes tags, ampersands and both kinds of quotes", () => {
    expect(escapeHtml(`<script>alert('x' + "y")</script> & co`)).toBe(
      "&lt;script&gt;alert(&#39;x&#39; + &quot;y&quot;)&lt;/script&gt; &amp; co",
    );
  });

  it("escapes an ampersand once, not an entity twice over", () => {
    expect(escapeHtml("&lt;")).toBe("&amp;lt;");
  });
});

describe("composeLeadEmail", () => {
  it("puts a scenario's link on our own site, whatever the site is called, and escapes its labels and values", () => {
    const scenario = {
      ...refinanceScenario(),
      inputs: [{ label: `<a href="https://evil.example">Rate</a>`, value: "5.89% & 'fees'" }],
    };
    for (const siteUrl of [SITE_URL, "http://localhost:3000"]) {
      const email = composeLeadEmail({ ...inquiry, scenario }, { ...addresses, siteUrl });
      const link = `${siteUrl}/refinance?balance=420000&rate=6.49&years=25&newRate=5.89&fees=1200`;
      expect([...email.html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1])).toEqual([
        link.replaceAll("&", "&amp;"),
      ]);
      expect(email.text).toContain(`Recreate it: ${link}\n`);
      expect(email.html).toContain("&lt;a href=&quot;https://evil.example&quot;&gt;Rate&lt;/a&gt;</th>");
      expect(email.html).toContain(">5.89% &amp; &#39;fees&#39;</td>");
    }
  });

  it("lists a field the form does not know yet, rather than dropping it", () => {
    const email = composeLeadEmail({ ...referral, fields: { ...referral.fields, suburb: "Carlton" } }, addresses);
    expect(email.text).toContain("suburb: Carlton");
  });

  it("lists a field named like a property of every object (constructor, toString) under its own name, rather than failing", () => {
    const email = composeLeadEmail(
      { ...referral, fields: { ...referral.fields, constructor: "c", toString: "t" } },
      addresses,
    );
    expect(email.text).toContain("constructor: c");
    expect(email.text).toContain("toString: t");
    expect(email.html).toContain(">constructor</th>");
  });

  it("writes line breaks one way in every field, the enquiry type too", () => {
    const email = composeLeadEmail(
      { ...inquiry, fields: { ...inquiry.fields, enquiryType: "Other\r\nreason" } },
      addresses,
    );
    expect(email.text).toContain("Enquiry type:\nOther\nreason");
    expect(email.html).not.toContain("\r");
  });

  it("leaves Reply-To out when the lead has no address to answer", () => {
    const fields = { ...referral.fields };
    delete fields.from_email;
    expect(composeLeadEmail({ ...referral, fields }, addresses).replyTo).toBeUndefined();
  });
});
