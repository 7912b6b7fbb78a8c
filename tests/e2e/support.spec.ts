import { keepShot, keepShotOf } from "./shots.ts";
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { DESKTOP, expectAccessibleHere, PHONE } from "./a11y-helpers.ts";
import { ownServerPort, registerByApi, signIn, startServerWithAdmin } from "./admin-helpers.ts";
import { createLetterViaApi, expect, newEmail, signedBy, test, watchConsole } from "./fixtures.ts";
import { startSmtpCatcher } from "../stand-ins/smtp-catcher.ts";
import { scaled } from "../timeouts.ts";

/**
 * The support channel end to end, at 390 and 1280 px: a visitor and a signed-in customer write on
 * /support, the message reaches the support address, an admin opens it in the Messages tab, marks
 * it read and answers, and the answer arrives by email with the support line every email ends with.
 */
const PORT = ownServerPort(13);
const BASE = `http://127.0.0.1:${PORT}`;
const SUPPORT = "help@support.test";
const ADMIN_EMAIL = newEmail("support-admin");
const USER_EMAIL = newEmail("support-user");
const SHOTS = process.env.SHOTS_DIR ?? path.join(tmpdir(), "support-shots");

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let cleanUp: () => Promise<void>;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(scaled(120_000));
  mkdirSync(SHOTS, { recursive: true });
  smtp = await startSmtpCatcher();
  ({ cleanUp } = await startServerWithAdmin(
    PORT,
    { admin: ADMIN_EMAIL, users: [USER_EMAIL] },
    { SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT },
  ));
});
test.afterAll(async () => {
  await cleanUp?.();
  await smtp?.close();
});

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(text);
const shot = (page: Page, name: string, width: number) =>
  keepShot(page, { path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });

for (const size of [PHONE, DESKTOP]) {
  test(`at ${size.width} px: a message sent from /support is read and answered in the Messages tab`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(scaled(120_000));
    const width = size.width;
    const visitor = `visitor.${width}.${Date.now()}@example.com`;
    const subject = `Mailing question ${width}`;
    await page.setViewportSize(size);

    // A visitor opens /support from the footer and sends the empty form: each required field says what it needs.
    await page.goto(`${BASE}/`);
    await page.getByRole("contentinfo").getByRole("link", { name: "Support", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contact support" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: SUPPORT })).toHaveAttribute(
      "href",
      `mailto:${SUPPORT}`,
    );
    await expectAccessibleHere(page, `/support signed out @ ${width}px`);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Enter your email address, so we can answer you.")).toBeVisible();
    await expect(page.getByText("Write your message.")).toBeVisible();
    await page.getByLabel("Message").fill("Too short");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Write at least 10 characters, so we can help.")).toBeVisible();
    await expectAccessibleHere(page, `/support with errors @ ${width}px`);
    await shot(page, "support-errors", width);

    await page.getByLabel("Your name (optional)").fill("Sam Visitor");
    await page.getByLabel("Email").fill("sam@");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await page.getByLabel("Email").fill(visitor);
    await page.getByLabel("Subject (optional)").fill(subject);
    await page.getByLabel("Message").fill("Does the certified letter go to Meta's legal department?\nThank you.");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status").getByText("Message sent")).toBeVisible();
    await expect(page.getByText(`will answer by email at ${visitor}`)).toBeVisible();
    await shot(page, "support-sent", width);

    // The message reaches the support address, with a link to it in the Admin Center.
    const arrived = await smtp.waitFor((m) => m.to.includes(SUPPORT) && m.text.includes(subject));
    expect(arrived.text).toContain("From: Sam Visitor");
    const id = /support #(\d+)/.exec(arrived.text)?.[1];
    expect(id).toBeDefined();

    // An admin opens the Messages tab: the message is listed, unread.
    const context = await browser.newContext({ baseURL: BASE, viewport: size });
    const admin = await context.newPage();
    const errors = watchConsole(admin);
    await signIn(admin, BASE, ADMIN_EMAIL);
    await admin.goto(`${BASE}/admin`);
    const tabs = admin.getByRole("navigation", { name: "Admin Center sections" });
    await expect(tabs.getByRole("link", { name: "Orders and letters" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: /Messages/ })).toContainText(/\d+\s*unread/);
    await expectAccessibleHere(admin, `/admin with its tabs @ ${width}px`);
    await tabs.getByRole("link", { name: /Messages/ }).click();
    await expect(admin).toHaveURL(`${BASE}/admin/messages`);
    const item = admin.getByRole("link", { name: new RegExp(subject) });
    await expect(item).toContainText("Unread");
    await expect(item).toContainText(visitor);
    await expectAccessibleHere(admin, `Messages tab @ ${width}px`);
    await shot(admin, "admin-messages", width);

    // Opens it, marks it read, and answers.
    await item.click();
    await expect(admin).toHaveURL(`${BASE}/admin/messages/${id}`);
    await expect(admin.getByText("Does the certified letter go to Meta's legal department?")).toBeVisible();
    await expect(admin.getByText("(not signed in: the address was typed, not checked)")).toBeVisible();
    await admin.getByRole("button", { name: "Mark as read" }).click();
    await expect(toast(admin, "Marked as read.")).toBeVisible();
    await expect(admin.getByRole("button", { name: "Mark as unread" })).toBeVisible();
    await admin.getByRole("button", { name: "Send reply" }).click();
    await expect(admin.getByText("Write your reply.")).toBeVisible();
    await expectAccessibleHere(admin, `a message with the reply form @ ${width}px`);
    const answer = `Yes, to Meta's legal department in Menlo Park (${width}).`;
    await admin.getByLabel("Your reply").fill(answer);
    await admin.getByRole("button", { name: "Send reply" }).click();
    await expect(toast(admin, `Your reply is on its way to ${visitor}.`)).toBeVisible();
    await expect(admin.getByRole("region", { name: "Replies sent" }).getByText(answer)).toBeVisible();
    await expect(admin.getByText("Answered")).toBeVisible();
    await shot(admin, "admin-message-answered", width);

    // The answer arrives at the visitor's address, their message quoted, the support line at the end.
    const reply = await smtp.waitFor((m) => m.to.includes(visitor));
    expect(reply.raw).toContain(`Subject: Re: ${subject} (#${id})`);
    expect(reply.text).toContain("Hello Sam Visitor,");
    expect(reply.text).toContain(answer);
    expect(reply.text).toContain("> Does the certified letter go to Meta's legal department?");
    expect(reply.text).toContain(`Questions? Email ${SUPPORT} or write to us at ${BASE}/support`);

    // Back in the list, the message reads Answered.
    await tabs.getByRole("link", { name: /Messages/ }).click();
    await expect(admin.getByRole("link", { name: new RegExp(subject) })).toContainText("Answered");
    expect(errors).toEqual([]);
    await context.close();
  });
}

test("a signed-in customer writes as their account, and finds the support address on /orders and in pricing", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`${BASE}/`);
  const pricing = page.locator("#pricing");
  await expect(pricing.getByText("Email support", { exact: true })).toBeVisible();
  await expect(pricing.getByText("Priority support", { exact: true })).toBeVisible();
  await expect(
    pricing.getByText(
      "Messages you send while signed in are sorted first in our support queue, above those from customers without certified mail.",
    ),
  ).toBeVisible();
  await expectAccessibleHere(page, "landing page with pricing @ 1280px");
  await pricing.scrollIntoViewIfNeeded();
  await keepShotOf(pricing, { path: path.join(SHOTS, "pricing-1280.png") });

  await signIn(page, BASE, USER_EMAIL);
  const letterId = await createLetterViaApi(page, BASE, signedBy("Ada Tester"));
  await page.goto(`${BASE}/orders`);
  await expect(page.getByRole("main").getByRole("link", { name: SUPPORT })).toHaveAttribute(
    "href",
    `mailto:${SUPPORT}`,
  );
  await expectAccessibleHere(page, "/orders @ 1280px");
  await shot(page, "orders", 1280);
  await page.getByRole("main").getByRole("link", { name: "contact form" }).click();
  await expect(page).toHaveURL(`${BASE}/support`);
  await expect(page.getByText(`We answer at ${USER_EMAIL}, your account’s address.`)).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveCount(0);
  await expectAccessibleHere(page, "/support signed in @ 1280px");
  await shot(page, "support-signed-in", 1280);
  await page.getByLabel("About a letter (optional)").selectOption(String(letterId));
  // Over the limit, the field says by how much, once; nothing is sent.
  await page.getByLabel("Message").fill("x".repeat(5001));
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("1 character over the 5,000-character limit.")).toBeVisible();
  await expect(page.getByText("Keep it to 5,000 characters or fewer.")).toHaveCount(0);
  await expect(page.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Message").fill("Where do I see my tracking number, please?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText(`will answer by email at ${USER_EMAIL}`)).toBeVisible();
  const arrived = await smtp.waitFor((m) => m.to.includes(SUPPORT) && m.text.includes("Where do I see my tracking"));
  expect(arrived.text).toContain(`Account: signed in as ${USER_EMAIL}`);
  expect(arrived.text).toContain(`About: Letter #${letterId}`);
  await page.setViewportSize(PHONE);
  await page.getByRole("button", { name: "Write another message" }).click();
  await expectAccessibleHere(page, "/support signed in @ 390px");
  await shot(page, "support-signed-in", 390);
  await page.goto(`${BASE}/orders`);
  await expect(page.getByRole("main").getByRole("link", { name: SUPPORT })).toBeVisible();
  await shot(page, "orders", 390);
});

test("the live chat carries a customer's message to an admin and the reply back, neither page reloaded", async ({
  page,
  browser,
}) => {
  test.setTimeout(scaled(150_000));
  const chatUser = newEmail("chat-user");
  await registerByApi(BASE, chatUser, "Layla");
  const errors = watchConsole(page);
  await page.setViewportSize(PHONE);
  await signIn(page, BASE, chatUser);
  // Marks this page load: a reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { sameLoad: boolean }).sameLoad = true;
  });
  const sameLoad = () => page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad === true);

  const context = await browser.newContext({ viewport: DESKTOP });
  const admin = await context.newPage();
  await signIn(admin, BASE, ADMIN_EMAIL);
  await admin.goto(`${BASE}/admin/messages`);
  const waiting = admin.getByRole("region", { name: /Waiting in the live chat/ });
  await expect(waiting).toBeVisible();
  await admin.evaluate(() => {
    (window as unknown as { sameLoad: boolean }).sameLoad = true;
  });

  // "Contact Live Agent" on the dashboard opens the chat panel, not an alert.
  page.on("dialog", (dialog) => {
    throw new Error(`unexpected browser dialog: ${dialog.message()}`);
  });
  await page.getByRole("button", { name: "Contact Live Agent" }).click();
  const panel = page.getByRole("dialog", { name: "Live chat with support" });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel("Your message")).toBeFocused();
  await panel.getByRole("button", { name: "Send" }).click();
  await expect(panel.getByText("Write a message.")).toBeVisible();
  const question = "My letter shows Returned. What should I do next?";
  await panel.getByLabel("Your message").fill(question);
  await panel.getByRole("button", { name: "Send" }).click();
  const log = panel.getByRole("log", { name: "Conversation" });
  await expect(log.getByText(question)).toBeVisible();
  await expect(panel.getByLabel("Your message")).toHaveValue("");
  await expect(panel.getByText(/Waiting for an answer since/)).toBeVisible();
  await expectAccessibleHere(page, "chat panel @ 390px");
  // The panel covers the phone's screen: what the user sees is the viewport.
  await keepShot(page, { path: path.join(SHOTS, "chat-panel-390.png") });

  // The admin's Messages tab shows them waiting, by itself, and for how long.
  const entry = waiting.getByRole("link", { name: /Layla/ });
  await expect(entry).toBeVisible({ timeout: scaled(20_000) });
  await expect(entry).toContainText(/waiting (under a minute|\d+ minutes?)/);
  await expect(entry).toContainText(question);
  await expectAccessibleHere(admin, "Messages tab with a waiting chat @ 1280px");
  await shot(admin, "admin-chat-waiting", 1280);
  await entry.click();
  const conversation = admin.getByRole("log", { name: "Conversation" });
  await expect(conversation.getByText(question)).toBeVisible();
  await expect(admin.getByRole("heading", { name: "Reply in the chat" })).toBeVisible();
  const answer = "Returned letters come back to us: we will mail it again at no cost. Please confirm your address.";
  await admin.getByLabel("Your reply").fill(answer);
  await admin.getByRole("button", { name: "Send reply" }).click();
  await expect(toast(admin, /Sent in the chat/)).toBeVisible();
  await expect(conversation.getByText(answer)).toBeVisible();

  // The reply appears in the customer's open panel without a reload; their next line reaches the admin the same way.
  await expect(log.getByText(answer)).toBeVisible({ timeout: scaled(15_000) });
  await expect(log.getByText(/^Support,/)).toBeVisible();
  const followUp = "Confirmed: 12 Market St is right.";
  await panel.getByLabel("Your message").fill(followUp);
  await panel.getByRole("button", { name: "Send" }).click();
  await expect(conversation.getByText(followUp)).toBeVisible({ timeout: scaled(15_000) });
  expect(await sameLoad()).toBe(true);
  expect(await admin.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad === true)).toBe(true);
  await admin.setViewportSize(PHONE);
  await expectAccessibleHere(admin, "a live conversation @ 390px");
  await shot(admin, "admin-chat-conversation", 390);

  // The conversation is kept: on another page, at 1280 px, the panel opens from the navbar with the whole history.
  await page.setViewportSize(DESKTOP);
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await page.goto(`${BASE}/orders`);
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Live chat" }).click();
  await expect(log.getByText(question)).toBeVisible();
  await expect(log.getByText(answer)).toBeVisible();
  await expect(log.getByText(followUp)).toBeVisible();
  await expectAccessibleHere(page, "chat panel @ 1280px");
  await keepShot(page, { path: path.join(SHOTS, "chat-panel-1280.png") });
  expect(errors).toEqual([]);
  await context.close();
});

test("when the chat panel cannot load, Contact Live Agent shows the spec's alert", async ({ browser }) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.route(/chat-panel[^/]*\.js$/, (route) => route.abort());
  await signIn(page, BASE, USER_EMAIL);
  const said = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void dialog.dismiss();
    }),
  );
  await page.getByRole("button", { name: "Contact Live Agent" }).click();
  expect(await said).toBe("Live chat is loading... Please try again in a moment.");
  await expect(page.getByRole("dialog", { name: "Live chat with support" })).toHaveCount(0);
  await context.close();
});
