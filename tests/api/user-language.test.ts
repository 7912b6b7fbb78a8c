import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, sessionCookie, signUp, type TestApp, uniqueEmail } from "../helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = async (cookie: string) => (await t.app.inject({ url: "/api/auth/user", headers: { cookie } })).json();
const setLanguage = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: "/api/auth/user/language",
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

describe("the account's language", () => {
  it("is English for an account made without one, and Spanish once set", async () => {
    const { cookie } = await signUp(t.app);
    expect((await me(cookie)).language).toBe("en");
    const response = await setLanguage(cookie, { language: "es" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ language: "es" });
    expect((await me(cookie)).language).toBe("es");
    expect((await setLanguage(cookie, { language: "en" })).statusCode).toBe(200);
    expect((await me(cookie)).language).toBe("en");
  });

  it("is kept from registration when the sign-up sends it", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: uniqueEmail(), password: "long enough", firstName: "Ana", lastName: "Ruiz", language: "es" },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().language).toBe("es");
    expect((await me(sessionCookie(response))).language).toBe("es");
  });

  it.each([[{ language: "fr" }], [{ language: "" }], [{}], [{ language: 1 }]])(
    "refuses %j with a field message",
    async (payload) => {
      const { cookie } = await signUp(t.app);
      const response = await setLanguage(cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: "invalid_input",
        fields: { language: "Language must be one of: en, es" },
      });
      expect((await me(cookie)).language).toBe("en");
    },
  );

  it("refuses a registration with a language the site does not speak", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: uniqueEmail(), password: "long enough", firstName: "A", lastName: "B", language: "de" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.language).toBe("Language must be one of: en, es");
  });

  it("needs a signed-in user", async () => {
    expect((await setLanguage(undefined, { language: "es" })).statusCode).toBe(401);
  });
});
