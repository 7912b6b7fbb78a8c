import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLetter, letterInput } from "../helpers/factories.ts";
import { expectErrorShape } from "../helpers/error-shape.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date("2026-11-22T15:00:00Z") });
  alice = await signUp(t.app, { firstName: "Alice" });
});
afterAll(() => t.close());

const create = (body: object) =>
  t.app.inject({ method: "POST", url: "/api/demand-letters", payload: body, headers: { cookie: alice.cookie } });

const WHATSAPP_PHONE = "Enter the phone number on your WhatsApp account, with country code";

describe("a notice of dispute is complete", () => {
  it("refuses an Instagram or Threads notice without the sign-in email or phone, and names the field", async () => {
    const response = await create(
      letterInput({ platforms: ["Instagram", "Threads"], recipientBusinessId: "meta-instagram-disputes" }),
    );
    expect(response.statusCode).toBe(400);
    expectErrorShape(response);
    expect(response.json().fields).toEqual({
      accountLogin:
        "Enter the email or phone number you sign in to Instagram and Threads with: a notice of dispute must include it",
    });
  });

  it("prints the sign-in contact in the notice once it is given", async () => {
    const response = await create(
      letterInput({
        platforms: ["Instagram"],
        recipientBusinessId: "meta-instagram-disputes",
        accountLogin: "zoe.login@example.com",
      }),
    );
    expect(response.statusCode).toBe(201);
    const content = response.json().letterContent as string;
    expect(content).toContain("notice of dispute under the Instagram Terms of Use");
    expect(content).toContain("I sign in to this account with zoe.login@example.com.");
  });

  it("leaves the sign-in contact optional for a letter to the Legal Department, which is no notice", async () => {
    const id = await createLetter(t.app, alice.cookie, { platforms: ["Instagram"], recipientBusinessId: "meta-main" });
    expect(id).toBeGreaterThan(0);
  });

  it("refuses a sign-in contact that is neither an email address nor a phone number", async () => {
    const response = await create(letterInput({ accountLogin: "zoe.makes.things" }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.accountLogin).toBe("Enter the email address or phone number you sign in with");
  });
});

describe("the WhatsApp account is a phone number, whichever field carries it", () => {
  it("refuses `sofia_m` as the WhatsApp account when platformUsernames is left out", async () => {
    const alone = await create(
      letterInput({ platforms: ["WhatsApp"], username: "sofia_m", recipientBusinessId: "meta-whatsapp-disputes" }),
    );
    expect(alone.statusCode).toBe(400);
    expectErrorShape(alone);
    expect(alone.json().fields).toEqual({ username: WHATSAPP_PHONE });

    const mixed = await create(letterInput({ platforms: ["Facebook", "WhatsApp"], username: "sofia_m" }));
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().fields).toEqual({ "platformUsernames.WhatsApp": WHATSAPP_PHONE });
  });

  it("refuses it in the WhatsApp handle too", async () => {
    const response = await create(
      letterInput({ platforms: ["WhatsApp"], platformUsernames: { WhatsApp: "sofia_m" }, username: "sofia_m" }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields["platformUsernames.WhatsApp"]).toBe(WHATSAPP_PHONE);
  });
});

describe("a WhatsApp letter goes to WhatsApp LLC", () => {
  it("is addressed to WhatsApp LLC, c/o Meta Platforms, Inc., with the terms' attention line, and names WhatsApp LLC in the body", async () => {
    const response = await create(
      letterInput({
        platforms: ["WhatsApp"],
        username: "+1 415 555 0134",
        recipientBusinessId: "meta-whatsapp-disputes",
      }),
    );
    expect(response.statusCode).toBe(201);
    const content = response.json().letterContent as string;
    expect(content).toContain(
      "WhatsApp LLC, c/o Meta Platforms, Inc.\nAttn: WhatsApp Arbitration Filing\n1 Meta Way\nMenlo Park, CA 94025",
    );
    expect(content).toContain("To WhatsApp LLC:");
    expect(content).toContain("I address this letter to WhatsApp LLC, in care of Meta Platforms, Inc.");
    expect(content).toContain("notice of dispute under the WhatsApp Terms of Service");
    expect(content).toContain("My WhatsApp account is registered to the phone number +1 415 555 0134.");
  });

  it("lists the WhatsApp address under WhatsApp LLC's name", async () => {
    const response = await t.app.inject({ url: "/api/recipients" });
    const whatsapp = response.json().find((entry: { id: string }) => entry.id === "meta-whatsapp-disputes");
    expect(whatsapp).toMatchObject({
      name: "WhatsApp LLC, c/o Meta Platforms, Inc.",
      attention: "WhatsApp Arbitration Filing",
      displayName: "WhatsApp LLC, c/o Meta Platforms, Inc. (WhatsApp Arbitration Filing)",
    });
  });
});
