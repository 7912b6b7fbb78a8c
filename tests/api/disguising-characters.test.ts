import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { evidenceFiles, users } from "../../src/server/db/schema.ts";
import { multipart, pngWithMetadata } from "../helpers/evidence-files.ts";
import { createLetter, letterInput } from "../helpers/factories.ts";
import { buyLetter } from "../helpers/local-checkout.ts";
import { createTestApp, signUp, type TestApp, uniqueEmail } from "../helpers/test-app.ts";

const RLO = "\u202e";
const DISGUISE = /cannot contain invisible or direction-changing characters/;
let t: TestApp;
let alice: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUp(t.app, { firstName: "Alice" });
});
afterAll(() => t.close());

const message = (body: string) => JSON.stringify(JSON.parse(body));

describe("characters that disguise text", () => {
  it("are refused in an account's names, with a clear message, and nothing is saved", async () => {
    const email = uniqueEmail();
    for (const firstName of [`Ann${RLO}a`, "Ann\u200ba", "\u2066Anna", "An\ufeffna"]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email, password: "correct horse battery", firstName, lastName: "Lee" },
      });
      expect(response.statusCode, firstName).toBe(400);
      expect(message(response.body)).toMatch(DISGUISE);
    }
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("are refused in a letter's name, handles and signature; a joiner inside a Persian name is kept", async () => {
    const refused = [
      { fullName: `Zoe${RLO}kuL` },
      { username: `zoe\u200b.makes` },
      { platformUsernames: { Instagram: `\u202dzoe`, Facebook: "zoe.fb" } },
      { signature: { kind: "typed", name: `Zoe\u200f` } },
    ];
    for (const overrides of refused) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/demand-letters",
        headers: { cookie: alice.cookie },
        payload: letterInput(overrides),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(message(response.body)).toMatch(DISGUISE);
    }
    const kept = "مهر\u200cآرا";
    const id = await createLetter(t.app, alice.cookie, {
      fullName: kept,
      signature: { kind: "typed", name: kept },
    });
    expect(id).toBeGreaterThan(0);
  });

  it("are refused in an evidence file's name and caption, and no file is kept", async () => {
    const letterId = await createLetter(t.app, alice.cookie);
    await buyLetter(t.app, alice.cookie, letterId);
    const send = (fileName: string, caption: string) => {
      const body = multipart([
        { name: "file", fileName, type: "image/png", bytes: pngWithMetadata() },
        { name: "caption", value: caption },
      ]);
      return t.app.inject({
        method: "POST",
        url: `/api/demand-letters/${letterId}/evidence`,
        payload: body.payload,
        headers: { ...body.headers, cookie: alice.cookie },
      });
    };
    const byName = await send(`${RLO}gnp.exe`, "Ban notice");
    expect(byName.statusCode).toBe(400);
    expect(message(byName.body)).toMatch(/The file name cannot contain invisible or direction-changing characters/);
    const byCaption = await send("notice.png", `Ban ${RLO}notice`);
    expect(byCaption.statusCode).toBe(400);
    expect(message(byCaption.body)).toMatch(DISGUISE);
    expect(await t.db.select().from(evidenceFiles).where(eq(evidenceFiles.letterId, letterId))).toEqual([]);
    expect((await send("notice.png", "Ban notice")).statusCode).toBe(201);
  });
});

describe("direction-changing and invisible characters in free text (issue 35)", () => {
  const DISGUISES = [
    ["a right-to-left override", `${RLO}00.005,21$`],
    ["an isolate", "\u2067$12,500.00\u2069"],
    ["the Arabic letter mark", "Ann\u061ca"],
    ["tag characters", "Anna\u{e0041}\u{e0042}"],
    ["a Hangul filler", "Anna\u3164"],
  ] as const;

  it.each(DISGUISES)(
    "refuses %s in the story, with the field's own message, and saves nothing",
    async (_name, text) => {
      const before = await t.app.inject({
        method: "GET",
        url: "/api/demand-letters",
        headers: { cookie: alice.cookie },
      });
      const response = await t.app.inject({
        method: "POST",
        url: "/api/demand-letters",
        headers: { cookie: alice.cookie },
        payload: letterInput({ consequences: `I lost my bakery's page and ${text} of orders from my customers.` }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.consequences).toMatch(/^The story cannot contain invisible or direction-changing/);
      const after = await t.app.inject({
        method: "GET",
        url: "/api/demand-letters",
        headers: { cookie: alice.cookie },
      });
      expect(after.body).toBe(before.body);
    },
  );

  it("refuses U+061C and tag characters in a name and a handle", async () => {
    for (const overrides of [{ fullName: "Zoe\u061c Lee" }, { username: "zoe\u{e0020}makes" }]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/demand-letters",
        headers: { cookie: alice.cookie },
        payload: letterInput(overrides),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(message(response.body)).toMatch(DISGUISE);
    }
  });

  it("refuses them in the outcome note; a plain note is kept", async () => {
    const letterId = await createLetter(t.app, alice.cookie);
    await buyLetter(t.app, alice.cookie, letterId);
    const record = (note: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/demand-letters/${letterId}/outcome`,
        headers: { cookie: alice.cookie },
        payload: { kind: "refused", note },
      });
    for (const [, text] of DISGUISES) {
      const response = await record(`Meta offered ${text}`);
      expect(response.statusCode, text).toBe(400);
      expect(response.json().fields.note).toMatch(/^A note cannot contain invisible or direction-changing/);
    }
    expect((await record("Meta refused on 2026-11-20.")).statusCode).toBe(201);
  });

  it("keeps an Arabic story with a joiner inside a word", async () => {
    const id = await createLetter(t.app, alice.cookie, {
      consequences: "فقدت حسابي ومعه صفحة مخبزي وكل رسائل زبائني منذ ثماني سنوات. مهر\u200cآرا",
    });
    expect(id).toBeGreaterThan(0);
  });
});
