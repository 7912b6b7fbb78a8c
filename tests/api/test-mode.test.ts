import { afterAll, beforeAll, expect, it } from "vitest";
import type { EmailMessage } from "../../src/server/providers/email/email-sender.ts";
import { createTestApp, signUp, type TestApp } from "../helpers/test-app.ts";

let testMode: TestApp;
let normal: TestApp;
const sent: EmailMessage[] = [];
const email = { send: async (message: EmailMessage) => void sent.push(message) };

beforeAll(async () => {
  /* ALLOW_TEST_PROVIDERS=true with the built-in checkout: test mode. */
  [testMode, normal] = await Promise.all([
    createTestApp({ env: { ALLOW_TEST_PROVIDERS: "true" }, email }),
    createTestApp({ email }),
  ]);
});
afterAll(() => Promise.all([testMode.close(), normal.close()]));

async function resetEmailFor(t: TestApp) {
  const { email: address } = await signUp(t.app);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    payload: { email: address },
  });
  expect(response.statusCode).toBe(200);
  for (let i = 0; i < 40 && !sent.some((m) => m.to === address); i++) await new Promise((r) => setTimeout(r, 50));
  const message = sent.find((m) => m.to === address);
  if (!message) throw new Error(`no email to ${address}`);
  return message;
}

it("in test mode every email says so in its subject and first line, and the pages are told", async () => {
  const message = await resetEmailFor(testMode);
  expect(message.subject).toMatch(/^\[TEST MODE\] /);
  expect(message.text.split("\n")[0]).toMatch(/^TEST MODE: .*nothing was really charged or mailed/);
  expect((await testMode.app.inject({ url: "/api/config" })).json().testMode).toBe(true);
});

it("otherwise emails and pages say nothing of it", async () => {
  const message = await resetEmailFor(normal);
  expect(message.subject).not.toMatch(/TEST MODE/);
  expect(message.text).not.toMatch(/TEST MODE/);
  expect((await normal.app.inject({ url: "/api/config" })).json().testMode).toBe(false);
});
