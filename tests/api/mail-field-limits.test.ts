import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recipientFieldProblems } from "../../src/domain/letter/mail-field-limits.ts";
import { findRecipient, RECIPIENT_IDS } from "../../src/domain/letter/recipients.ts";
import { createLetter, orderById } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

const LOB = { MAIL_PROVIDER: "lob", LOB_API_KEY: "test_limits_key", LOB_WEBHOOK_SECRET: "limits-secret" };
const NAME_41 = "Alexandria Konstantinopoulou-Vanderbilt J";
const STREET_65 = `${"1".repeat(5)} ${"Long Street Name ".repeat(3)}Apartment 1200 Rear`.slice(0, 65);

let lob: TestApp;
let simulated: TestApp;

beforeAll(async () => {
  [lob, simulated] = await Promise.all([createTestApp({ env: LOB }), createTestApp()]);
});
afterAll(() => Promise.all([lob.close(), simulated.close()]));

async function checkout(t: TestApp, cookie: string, letterId: number, packageType: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/create-checkout-session",
    payload: { letterId, packageType },
    headers: { cookie },
  });
}

describe("certified mail is sold only for what the mail service takes", () => {
  it("refuses a sender's name over Lob's 40 characters before payment, at the field; the digital letter stays on sale", async () => {
    expect(NAME_41).toHaveLength(41);
    const { cookie } = await signUp(lob.app);
    const letterId = await createLetter(lob.app, cookie, {
      fullName: NAME_41,
      signature: { kind: "typed", name: NAME_41 },
    });
    const mail = await checkout(lob, cookie, letterId, "mail");
    expect(mail.statusCode).toBe(400);
    expect(mail.json()).toMatchObject({ code: "invalid_input" });
    expect(mail.json().fields.fullName).toMatch(
      /at most 40 characters for certified mail \(Lob prints no more\); this one has 41/,
    );
    expect((await checkout(lob, cookie, letterId, "digital")).statusCode).toBe(200);
  });

  it("refuses a street address over 64 characters, naming the field and the limit", async () => {
    expect(STREET_65).toHaveLength(65);
    const { cookie } = await signUp(lob.app);
    const letterId = await createLetter(lob.app, cookie, { address: STREET_65 });
    const mail = await checkout(lob, cookie, letterId, "mail");
    expect(mail.statusCode).toBe(400);
    expect(mail.json().fields).toEqual({
      address: expect.stringMatching(/Street address can be at most 64 characters/),
    });
  });

  it("refuses the upgrade of a paid digital letter the same way, before payment", async () => {
    const { cookie } = await signUp(lob.app);
    const letterId = await createLetter(lob.app, cookie, {
      fullName: NAME_41,
      signature: { kind: "typed", name: NAME_41 },
    });
    const orderId = await buyLetter(lob.app, cookie, letterId, "digital");
    expect((await orderById(lob.db, orderId)).status).toBe("completed");
    const upgrade = await lob.app.inject({
      method: "POST",
      url: `/api/orders/${orderId}/upgrade`,
      headers: { cookie },
    });
    expect(upgrade.statusCode).toBe(400);
    expect(upgrade.json().fields.fullName).toMatch(/at most 40 characters/);
  });

  it("sells certified mail for the same letter where the mail service has no such limit", async () => {
    const { cookie } = await signUp(simulated.app);
    const letterId = await createLetter(simulated.app, cookie, {
      fullName: NAME_41,
      signature: { kind: "typed", name: NAME_41 },
    });
    expect((await checkout(simulated, cookie, letterId, "mail")).statusCode).toBe(200);
  });

  it("tells the pages which mail service's limits apply", async () => {
    expect((await lob.app.inject({ url: "/api/config" })).json()).toMatchObject({
      mailService: "lob",
      testMode: false,
    });
  });

  it("every recipient the app mails fits Lob's address limits", () => {
    for (const id of RECIPIENT_IDS) {
      const recipient = findRecipient(id);
      expect(recipient).toBeDefined();
      if (recipient) expect(recipientFieldProblems("lob", recipient)).toEqual([]);
    }
  });
});
