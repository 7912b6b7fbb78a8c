import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCKED_SIGN_IN_DELAY_MS } from "../../src/server/features/auth/sign-in.ts";
import type { EmailMessage } from "../../src/server/providers/email/email-sender.ts";
import { createTestApp, sessionCookie, signedInUser, signUp, type TestApp, uniqueEmail } from "../helpers/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload: payload as object, headers });

describe("register", () => {
  it("creates the account, signs in, and never returns the password", async () => {
    const email = uniqueEmail();
    const response = await post("/api/auth/register", {
      email: email.toUpperCase(),
      password: "long enough",
      firstName: " Zoë ",
      lastName: "Łukasz",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      email,
      firstName: "Zoë",
      lastName: "Łukasz",
      isAdmin: false,
      language: "en",
    });
    const cookie = response.cookies.find((c) => c.name === "sid");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const me = await t.app.inject({ url: "/api/auth/user", headers: { cookie: sessionCookie(response) } });
    expect(me.json().email).toBe(email);
    expect(me.body).not.toContain("password");
  });

  it.each([
    [{ email: "not-an-email" }, "email", "Invalid email address"],
    [{ password: "short" }, "password", "Password must be at least 8 characters"],
    [{ firstName: "" }, "firstName", "First name is required"],
    [{ firstName: "   " }, "firstName", "First name is required"],
    [{ lastName: undefined }, "lastName", "Last name is required"],
    [{ password: "x".repeat(201) }, "password", "Password must be at most 200 characters"],
    [{ password: " ".repeat(8) }, "password", "Password cannot be only spaces"],
    [{ password: " \t ".repeat(4) }, "password", "Password cannot be only spaces"],
  ])("refuses %j with a field message", async (override, field, message) => {
    const body = { email: uniqueEmail(), password: "long enough", firstName: "A", lastName: "B", ...override };
    const response = await post("/api/auth/register", body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "invalid_input", fields: { [field]: message } });
  });

  it("accepts a password with spaces around something else, and it signs in", async () => {
    const email = uniqueEmail();
    const password = "   a b   ";
    // Its own address, so this sign-up leaves the shared address's registration limit alone.
    const send = (url: string, payload: object) =>
      t.app.inject({ method: "POST", url, payload, remoteAddress: "10.7.0.1" });
    expect((await send("/api/auth/register", { email, password, firstName: "A", lastName: "B" })).statusCode).toBe(201);
    expect((await send("/api/auth/login", { email, password })).statusCode).toBe(200);
  });

  it("refuses a new password of only spaces at reset too, before looking at the token", async () => {
    const response = await post("/api/auth/reset-password", { token: "any-token", newPassword: " ".repeat(12) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "invalid_input",
      fields: { newPassword: "Password cannot be only spaces" },
    });
  });

  it("answers 409 for an email already registered, whatever its case", async () => {
    const { email } = await signUp(t.app);
    const response = await post("/api/auth/register", {
      email: email.toUpperCase(),
      password: "long enough",
      firstName: "A",
      lastName: "B",
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: "conflict", message: expect.stringContaining("already exists") });
  });
});

describe("login and logout", () => {
  it("signs in with the right password and answers 401 otherwise, the same for unknown emails", async () => {
    const { email, password } = await signUp(t.app);
    const ok = await post("/api/auth/login", { email, password });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(email);

    const wrong = await post("/api/auth/login", { email, password: "wrong password" });
    const unknown = await post("/api/auth/login", { email: uniqueEmail(), password: "wrong password" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe("Invalid email or password.");
  });

  it("validates the login form", async () => {
    const response = await post("/api/auth/login", { email: "nope", password: "1234567" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      email: "Invalid email address",
      password: "Password must be at least 8 characters",
    });
  });

  it("gives a new session id at login, so a planted id is worthless", async () => {
    const { email, password, cookie: before } = await signUp(t.app);
    const login = await post("/api/auth/login", { email, password }, { cookie: before });
    const after = sessionCookie(login);
    expect(after).not.toBe(before);
    expect(await signedInUser(t.app, before)).toBeNull();
    expect((await signedInUser(t.app, after))?.email).toBe(email);
  });

  it("POST /api/auth/logout really ends the session", async () => {
    const { cookie } = await signUp(t.app);
    const logout = await post("/api/auth/logout", undefined, { cookie });
    expect(logout.statusCode).toBe(200);
    expect(await signedInUser(t.app, cookie)).toBeNull();
    expect((await t.app.inject({ url: "/api/orders", headers: { cookie } })).statusCode).toBe(401);
  });

  it("GET /api/logout from another site only asks; its button signs out", async () => {
    const { cookie } = await signUp(t.app);
    for (const site of ["cross-site", "same-site", undefined]) {
      const page = await t.app.inject({
        url: "/api/logout",
        headers: { cookie, ...(site ? { "sec-fetch-site": site } : {}) },
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers["content-type"]).toMatch(/text\/html/);
      expect(page.body).toContain('<form method="post" action="/api/logout">');
      expect(await signedInUser(t.app, cookie)).not.toBeNull();
    }
    const crossSitePost = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(crossSitePost.statusCode).toBe(403);
    expect(await signedInUser(t.app, cookie)).not.toBeNull();
    const button = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie, "sec-fetch-site": "same-origin" },
    });
    expect(button.statusCode).toBe(303);
    expect(button.headers.location).toBe("/");
    expect(await signedInUser(t.app, cookie)).toBeNull();
  });

  it("answers every API call with Cache-Control: no-store", async () => {
    for (const url of ["/api/auth/user", "/api/recipients", "/api/orders", "/api/nowhere"]) {
      expect((await t.app.inject({ url })).headers["cache-control"]).toBe("no-store");
    }
  });

  it("GET /api/logout ends the session and goes home; GET /api/login goes to the sign-in page", async () => {
    const { cookie } = await signUp(t.app);
    const logout = await t.app.inject({ url: "/api/logout", headers: { cookie, "sec-fetch-site": "same-origin" } });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe("/");
    expect(await signedInUser(t.app, cookie)).toBeNull();
    const login = await t.app.inject({ url: "/api/login" });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe("/login");
  });

  it("names nobody when signed out: GET /api/auth/user answers null, the other calls 401 in the error shape", async () => {
    const me = await t.app.inject({ url: "/api/auth/user" });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toBeNull();
    expect(await signedInUser(t.app, "sid=made-up.value")).toBeNull();
    const orders = await t.app.inject({ url: "/api/orders" });
    expect(orders.statusCode).toBe(401);
    expect(orders.json()).toEqual({ message: "Unauthorized", code: "unauthorized" });
  });
});

describe("rate limits", () => {
  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, remoteAddress });

  it("counts only failures: 10 wrong passwords for one email from one address, then 429 for that pair alone", async () => {
    const { email, password } = await signUp(t.app);
    for (let i = 0; i < 10; i++) expect((await login(email, "wrong password", "10.1.0.1")).statusCode).toBe(401);
    const blocked = await login(email, password, "10.1.0.1");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: "rate_limited",
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
    });
    // The owner, from another address, still signs in: a stranger cannot lock them out.
    expect((await login(email, password, "10.1.0.2")).statusCode).toBe(200);
  });

  it("never limits successful sign-ins: 30 people behind one address all get in", async () => {
    const password = "a long enough password";
    const emails = Array.from({ length: 30 }, () => uniqueEmail("office"));
    for (const [index, email] of emails.entries()) {
      const payload = { email, password, firstName: "A", lastName: "B" };
      const registered = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload,
        remoteAddress: `10.5.0.${index}`,
      });
      expect(registered.statusCode).toBe(201);
    }
    for (const email of emails) expect((await login(email, password, "10.4.0.1")).statusCode).toBe(200);
  });

  it("reads the client's address from X-Forwarded-For only when TRUST_PROXY says so", async () => {
    const email = uniqueEmail("forged");
    const behind = await createTestApp({ env: { TRUST_PROXY: "10.9.0.0/24" } });
    try {
      const { email: proxied } = await signUp(behind.app);
      const viaProxy = (client: string) =>
        behind.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email: proxied, password: "wrong password" },
          remoteAddress: "10.9.0.1",
          headers: { "x-forwarded-for": client },
        });
      for (let i = 0; i < 10; i++) expect((await viaProxy("203.0.113.7")).statusCode).toBe(401);
      expect((await viaProxy("203.0.113.7")).statusCode).toBe(429);
      expect((await viaProxy("203.0.113.8")).statusCode).toBe(401);
    } finally {
      await behind.close();
    }
    // Without it, a forged header changes nothing: the limit follows the real address.
    const forged = (client: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: "wrong password" },
        remoteAddress: "10.9.0.2",
        headers: { "x-forwarded-for": client },
      });
    for (let i = 0; i < 10; i++) expect((await forged(`198.51.100.${i}`)).statusCode).toBe(401);
    expect((await forged("198.51.100.99")).statusCode).toBe(429);
  });

  it("after 100 failures from one address, slows that address and locks only the emails it failed on", async () => {
    const neighbour = uniqueEmail("neighbour");
    const password = "a long enough password";
    const payload = { email: neighbour, password, firstName: "N", lastName: "B" };
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload,
      remoteAddress: "10.2.1.1",
    });
    expect(registered.statusCode).toBe(201);
    const sprayed = uniqueEmail();
    for (let i = 0; i < 99; i++)
      expect((await login(uniqueEmail(), "wrong password", "10.2.0.1")).statusCode).toBe(401);
    expect((await login(sprayed, "wrong password", "10.2.0.1")).statusCode).toBe(401);

    // An email it already failed on is refused from that address.
    expect((await login(sprayed, "wrong password", "10.2.0.1")).statusCode).toBe(429);
    // Someone else behind the same address still signs in, after a short wait.
    const started = Date.now();
    expect((await login(neighbour, password, "10.2.0.1")).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOCKED_SIGN_IN_DELAY_MS - 50);
    // A new guess is slowed, not refused; another address is not slowed at all.
    expect((await login(uniqueEmail(), "wrong password", "10.2.0.1")).statusCode).toBe(401);
    const elsewhere = Date.now();
    expect((await login(uniqueEmail(), "wrong password", "10.2.0.2")).statusCode).toBe(401);
    expect(Date.now() - elsewhere).toBeLessThan(LOCKED_SIGN_IN_DELAY_MS);
  });

  it("locks an email after 20 failures from any addresses: those addresses are refused, the owner gets in from a new one after a short wait and is told once", async () => {
    const sent: EmailMessage[] = [];
    const locked = await createTestApp({ email: { send: async (message) => void sent.push(message) } });
    try {
      const { email, password } = await signUp(locked.app);
      const attempt = (pass: string, remoteAddress: string) =>
        locked.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email, password: pass },
          remoteAddress,
        });
      for (let i = 0; i < 20; i++) expect((await attempt("wrong password", `10.6.0.${i % 5}`)).statusCode).toBe(401);
      await expect.poll(() => sent.length).toBe(1);
      expect(sent[0]).toMatchObject({ to: email, subject: expect.stringContaining("Many failed sign-ins") });
      expect(sent[0]!.text).toContain("/forgot-password");

      // An address that failed on this email is refused, even with the right password.
      const refused = await attempt(password, "10.6.0.1");
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^This account is locked for a few minutes/);

      // The owner, from an address that never failed on it, gets in after the short wait.
      const started = Date.now();
      expect((await attempt(password, "10.6.1.1")).statusCode).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(LOCKED_SIGN_IN_DELAY_MS - 50);

      // A wrong guess from a new address still counts, and that address is then refused too; no second email.
      expect((await attempt("wrong again", "10.6.2.1")).statusCode).toBe(401);
      expect((await attempt(password, "10.6.2.1")).statusCode).toBe(429);
      expect(sent).toHaveLength(1);
    } finally {
      await locked.close();
    }
  });

  it("TRUST_PROXY as a hop count takes the client's address that many entries from the end of X-Forwarded-For", async () => {
    const behind = await createTestApp({ env: { TRUST_PROXY: "1" } });
    try {
      const { email } = await signUp(behind.app);
      const viaProxy = (forwardedFor: string) =>
        behind.app.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { email, password: "wrong password" },
          remoteAddress: "10.9.1.1",
          headers: { "x-forwarded-for": forwardedFor },
        });
      // A client that writes its own entries cannot move its address: only the one the proxy added counts.
      for (let i = 0; i < 10; i++) expect((await viaProxy(`192.0.2.${i}, 203.0.113.9`)).statusCode).toBe(401);
      expect((await viaProxy("192.0.2.200, 203.0.113.9")).statusCode).toBe(429);
      expect((await viaProxy("203.0.113.10")).statusCode).toBe(401);
    } finally {
      await behind.close();
    }
    await expect(createTestApp({ env: { TRUST_PROXY: "0" } })).rejects.toThrow(/hop count must be at least 1/);
  });

  it("limits registrations per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { email: uniqueEmail(), password: "long enough", firstName: "A", lastName: "B" },
        remoteAddress: "10.3.0.1",
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("requests from other sites and bad bodies", () => {
  it("refuses a state-changing request from another origin", async () => {
    const { email, password } = await signUp(t.app);
    const evil = await post("/api/auth/login", { email, password }, { origin: "https://evil.example" });
    expect(evil.statusCode).toBe(403);
    expect(evil.cookies.find((c) => c.name === "sid")).toBeUndefined();
    const crossSite = await post("/api/auth/login", { email, password }, { "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBe(403);
    const own = await post("/api/auth/login", { email, password }, { origin: "http://localhost:5000" });
    expect(own.statusCode).toBe(200);
  });

  it("answers malformed JSON, a wrong content type and unknown paths in the error shape", async () => {
    const malformed = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: "invalid_input" });
    const text = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: "email=a",
      headers: { "content-type": "text/plain" },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: "unsupported_media_type" });
    const unknown = await t.app.inject({ url: "/api/nothing-here" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "not_found" });
  });

  it("sends security headers and answers the health check", async () => {
    const response = await t.app.inject({ url: "/healthz" });
    expect(response.json()).toEqual({ status: "ok" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    const error = await t.app.inject({ url: "/api/no-such-route" });
    expect(error.statusCode).toBe(404);
    expect(error.headers["content-security-policy"]).toContain("default-src 'self'");
  });
});
