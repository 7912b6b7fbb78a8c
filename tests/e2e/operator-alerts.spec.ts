import { ownServerPort, signIn, startServerWithAdmin } from "./admin-helpers.ts";
import { expect, newEmail, paidLetterViaApi, signedBy, test, watchConsole } from "./fixtures.ts";
import { startLobStandIn } from "../stand-ins/lob-stand-in.ts";
import { scaled } from "../timeouts.ts";

/** Decision 0039 in the browser: a letter Lob fails shows as an alert, counted, in the Admin Center. */
const PORT = ownServerPort(7);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_EMAIL = newEmail("alerts-admin");
const USER_EMAIL = newEmail("alerts-user");
const LOB = { apiKey: "test_e2e_alerts_0123456789", webhookSecret: "e2e-alerts-lob-secret" };

let cleanUp: () => Promise<void>;
let lob: Awaited<ReturnType<typeof startLobStandIn>>;

test.beforeAll(async () => {
  test.setTimeout(scaled(120_000));
  lob = await startLobStandIn(LOB);
  ({ cleanUp } = await startServerWithAdmin(
    PORT,
    { admin: ADMIN_EMAIL, users: [USER_EMAIL] },
    { MAIL_PROVIDER: "lob", LOB_API_KEY: LOB.apiKey, LOB_API_BASE: lob.url, LOB_WEBHOOK_SECRET: LOB.webhookSecret },
  ));
});
test.afterAll(async () => {
  await cleanUp?.();
  await lob?.close();
});

test("a failed letter reaches the Admin Center as a counted alert, and Retry sends a new one", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(120_000));
  await signIn(page, BASE, USER_EMAIL);
  await paidLetterViaApi(page, BASE, signedBy("Rosa Delgado"), "mail");
  await expect.poll(() => lob.letters().length, { timeout: scaled(30_000) }).toBe(1);
  const [first] = lob.letters();
  const failed = await lob.sendWebhook(`${BASE}/api/webhooks/lob`, "letter.failed", first.letter.id);
  expect(failed.status).toBe(200);

  const context = await browser.newContext({ baseURL: BASE });
  const admin = await context.newPage();
  const errors = watchConsole(admin);
  await signIn(admin, BASE, ADMIN_EMAIL);
  await admin.goto(`${BASE}/admin`);
  const alerts = admin.getByRole("region", { name: /Alerts/ });
  await expect(alerts.getByRole("heading", { name: /Alerts/ })).toContainText("1");
  await expect(alerts).toContainText("Letter failed at the mail service");
  await alerts.getByRole("button", { name: "Retry mailing" }).click();
  await expect.poll(() => lob.letters().length, { timeout: scaled(15_000) }).toBe(2);
  await alerts.getByRole("button", { name: "Mark resolved" }).click();
  await expect(alerts).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});
