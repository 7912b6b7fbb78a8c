import { execFileSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLetter } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

const now = new Date("2026-11-02T15:00:00Z");
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  alice = await signUp(t.app, { firstName: "Alice" });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: alice.cookie } });
const pdfText = (pdf: Buffer) =>
  execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString("utf8").replace(/\s+/g, " ");

describe("Meta's appeal window and the data request per controller", () => {
  it("counts 180 days from the ban date, or the day the notice gives, and sends WhatsApp's request to WhatsApp LLC", async () => {
    const id = await createLetter(t.app, alice.cookie, {
      platforms: ["Instagram", "WhatsApp"],
      platformUsernames: { WhatsApp: "+1 555 123 4567" },
      recipientBusinessId: "meta-main",
      banDate: "2026-10-20T00:00:00.000Z",
    });
    const view = (await get(`/api/demand-letters/${id}/case`)).json();
    expect(view.appealWindow).toEqual({ lastDay: "2027-04-18", from: "default", daysLeft: 167, passed: false });
    expect(view.dataControllers).toEqual(["meta", "whatsapp"]);

    const put = (lastDay: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/demand-letters/${id}/appeal-window`,
        payload: { lastDay },
        headers: { cookie: alice.cookie },
      });
    const before = await put("2026-10-01");
    expect(before.statusCode).toBe(400);
    expect(before.json().fields.lastDay).toBe(
      "The last day to appeal cannot be before the day your account was disabled, October 20, 2026.",
    );
    expect((await put("soon")).statusCode).toBe(400);
    const saved = await put("2026-11-19");
    expect(saved.statusCode).toBe(200);
    expect(saved.json().appealWindow).toEqual({ lastDay: "2026-11-19", from: "notice", daysLeft: 17, passed: false });
    expect((await put("")).json().appealWindow.from).toBe("default");

    await buyLetter(t.app, alice.cookie, id, "digital");
    const meta = pdfText((await get(`/api/demand-letters/${id}/download/data-request/pdf`)).rawPayload);
    expect(meta).toContain("Attn: Privacy Operations");
    expect(meta).not.toContain("WhatsApp account");
    const whatsapp = await get(`/api/demand-letters/${id}/download/data-request/pdf?controller=whatsapp`);
    expect(whatsapp.statusCode).toBe(200);
    expect(whatsapp.headers["content-disposition"]).toBe(`attachment; filename="data-request-whatsapp-${id}.pdf"`);
    const text = pdfText(whatsapp.rawPayload);
    expect(text).toContain("WhatsApp LLC Attn: Privacy Policy 1 Meta Way Menlo Park, CA 94025");
    expect(text).toContain("To WhatsApp LLC:");
    expect(text).not.toContain("Instagram");
    expect((await get(`/api/demand-letters/${id}/download/data-request/pdf?controller=tiktok`)).statusCode).toBe(400);
  });
});
