import { keepShot, keepShotOf, SHOTS_WANTED } from "./shots.ts";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Download, Locator, Page } from "@playwright/test";
import { DESKTOP, expectAccessible, PHONE } from "./a11y-helpers.ts";
import { type OwnServer, registerByApi, signIn, signInViaApi, startServer, ownServerPort } from "./admin-helpers.ts";
import {
  createLetterViaApi,
  expect,
  fillTestCard,
  newEmail,
  payViaApi,
  signedBy,
  test,
  watchConsole,
} from "./fixtures.ts";
import { scaled } from "../timeouts.ts";

/*
 * Issue 27's journey, as a customer and then a judge: a letter mailed and delivered, an outcome
 * recorded, the deadline passed (the server's clock moved), the final notice bought and mailed,
 * then the case record, the final notice and the guide opened as page images and read.
 */
const PORT = ownServerPort(9);
let server: OwnServer;
let root: string;
let offsetFile: string;
const shots = path.join(tmpdir(), "judge-journey");

test.beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "e2e-judge-"));
  offsetFile = path.join(root, "clock-offset-days");
  writeFileSync(offsetFile, "0");
  mkdirSync(shots, { recursive: true });
  server = await startServer(
    path.join(root, "data"),
    PORT,
    /* A mail step a second: each mailing is delivered about 4 s after release, and only "Delivered" is awaited. */
    { CLOCK_OFFSET_FILE: offsetFile, MAIL_SIMULATION_STEP_SECONDS: "1" },
    "tests/e2e/clock-server.ts",
  );
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

/**
 * Moves the server's clock `days` whole days past the real time, and waits until the server has
 * read it (it reads the file at most every 50 ms): a request right after would see the old time.
 */
async function moveClock(days: number): Promise<void> {
  writeFileSync(offsetFile, String(days));
  await new Promise((resolve) => setTimeout(resolve, 250));
}

async function atBothWidths(page: Page, name: string, shot?: Locator): Promise<void> {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    const file = path.join(shots, `${name}-${size.width}.png`);
    await (shot ? keepShotOf(shot, { path: file }) : keepShot(page, { path: file, fullPage: true }));
  }
  await page.setViewportSize(DESKTOP);
}

/** The PDF's text (runs of spaces made one), and its pages as images kept to look at (with E2E_SHOTS=1). */
async function readPdf(download: Download, name: string): Promise<string> {
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  if (SHOTS_WANTED) execFileSync("pdftoppm", ["-r", "60", "-png", "-", path.join(shots, name)], { input: pdf });
  return execFileSync("pdftotext", ["-", "-"], { input: pdf }).toString("utf8").replace(/\s+/g, " ");
}

async function reloadUntil(page: Page, target: Locator): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(target).toBeVisible({ timeout: scaled(1000) });
  }).toPass({ timeout: scaled(60_000) });
}

test("a letter the sender mails: the case asks when and how, and the documents say only that", async ({ page }) => {
  test.setTimeout(scaled(90_000));
  const base = server.baseUrl;
  const errors = watchConsole(page);
  const email = newEmail("self-mailed");
  await registerByApi(base, email, "Zoë");
  await signInViaApi(page, base, email);
  /* Paid through the API: paying in the browser is walked in checkout.spec.ts and accessibility.spec.ts. */
  const letterId = await createLetterViaApi(page, base, signedBy());
  await payViaApi(page, base, letterId, "digital");
  expect((await page.request.get(`${base}/api/demand-letters/${letterId}/download/pdf`)).ok()).toBe(true);

  await page.goto(`${base}/letters/${letterId}`);
  const sent = page.locator("#sent");
  await expect(sent.getByRole("heading", { name: "When and how you sent it" })).toBeVisible();
  // Nothing chosen: one message per field, and nothing saved.
  await sent.getByRole("button", { name: "Save" }).click();
  await expect(sent.getByText("Enter the day you sent it.")).toBeVisible();
  await expect(sent.getByText("Choose how you sent it.")).toBeVisible();
  await atBothWidths(page, "sending-form-errors", sent);

  const today = await sent.getByLabel("Day you sent it").getAttribute("max");
  await sent.getByLabel("Day you sent it").fill(today ?? "");
  await sent.getByLabel("How you sent it").selectOption("certified_mail");
  await sent.getByLabel("Tracking or certified-mail number (optional)").fill("9589 0710 5270 0123 4567 89");
  await sent.getByRole("button", { name: "Save" }).click();
  await expect(
    sent.getByText(/^You recorded that you sent it on .+ by USPS Certified Mail No\. 9589 0710 5270 0123 4567 89\.$/),
  ).toBeVisible();
  const timeline = page.getByRole("list", { name: "What happened" });
  await expect(
    timeline.getByText("You sent your letter by USPS Certified Mail No. 9589 0710 5270 0123 4567 89"),
  ).toBeVisible();
  await atBothWidths(page, "sending-recorded", sent);
  await expectAccessible(page, "case page, sending recorded");

  // The tracking page shows it delivered: the sender adds the day, and the case counts from it.
  await sent.getByRole("button", { name: "Correct this" }).click();
  await sent.getByLabel("Day it was delivered (optional)").fill(today ?? "");
  await sent.getByRole("button", { name: "Save" }).click();
  await expect(sent.getByText(/It was delivered on [A-Z][a-z]+ \d+, \d{4}\.$/)).toBeVisible();
  await expect(timeline.getByText("Your letter was delivered, as you recorded it")).toBeVisible();
  await atBothWidths(page, "delivery-recorded", sent);

  const [recordFile] = await Promise.all([
    page.waitForEvent("download"),
    page.locator("#case-record").getByRole("button", { name: "Case record (PDF)" }).click(),
  ]);
  const selfMailedRecord = await readPdf(recordFile, "self-mailed-record");
  expect(selfMailedRecord).toContain("by USPS Certified Mail No. 9589 0710 5270 0123 4567 89, delivered ");
  expect(selfMailedRecord).toMatch(
    /4567 89, delivered [A-Z][a-z]+ \d+, \d{4}, as recorded by the sender; this service did not mail it and has not checked this\./,
  );
  expect(errors).toEqual([]);
});

/* After the self-mailed letter: the clock only moves forward (moved back, timers set for "then" fire at once). */
test("mailed, delivered, no reply, deadline passed: the final notice is mailed and the record reads true", async ({
  page,
}) => {
  test.setTimeout(scaled(180_000));
  const base = server.baseUrl;
  const errors = watchConsole(page);
  const email = newEmail("judge");
  await registerByApi(base, email, "Zoë");
  await signInViaApi(page, base, email);
  const letterId = await createLetterViaApi(page, base, signedBy());

  // The letter with certified mail, bought through the API: admin.spec.ts buys it in the browser.
  await payViaApi(page, base, letterId, "mail");

  // Mailed and delivered by the (simulated) mail service.
  await page.goto(`${base}/letters/${letterId}`);
  const timeline = page.getByRole("list", { name: "What happened" });
  await reloadUntil(page, timeline.getByText("Delivered", { exact: true }));
  await expect(page.locator("#sent")).toHaveCount(0);

  // "No reply" recorded early waits for the deadline: no final notice yet.
  const form = page.locator("#outcome");
  await form.getByRole("radio", { name: "No reply" }).check();
  await form.getByRole("button", { name: "Save" }).click();
  const next = page.getByRole("region", { name: "Next step" });
  await expect(next.getByText(/^Meta has until .+ to reply \(\d+ days? left\)/)).toBeVisible();
  await expect(page.locator("#final-notice")).toHaveCount(0);

  // Thirty-five days later the deadline has passed and the notice is offered.
  await moveClock(35);
  /* A month on, the session has ended: the user signs in again, as they would. */
  await signIn(page, base, email);
  await page.goto(`${base}/letters/${letterId}`);
  await expect(next.getByText(/^Reply deadline: .+ \(passed\)$/)).toBeVisible();
  const card = page.locator("#final-notice");
  await expect(card.getByRole("button", { name: "Mail the final notice for me ($20.00)" })).toBeVisible();
  await atBothWidths(page, "case-deadline-passed");
  /* Bought through the API: case.spec.ts walks this card's review and test checkout in the browser. */
  await payViaApi(page, base, letterId, "follow-up-mail");
  await reloadUntil(page, timeline.getByText("Final notice: Delivered", { exact: true }));
  await expect(next.getByRole("button", { name: "Download small-claims guide" })).toBeVisible();
  await atBothWidths(page, "case-notice-delivered");
  await expectAccessible(page, "case page, final notice delivered");

  // The documents, read as a judge would.
  const record = page.locator("#case-record");
  const [recordFile] = await Promise.all([
    page.waitForEvent("download"),
    record.getByRole("button", { name: "Case record (PDF)" }).click(),
  ]);
  const recordText = await readPdf(recordFile, "case-record");
  /* One exhibit per mailing "as handed over", the letter's and the notice's; no second "as sent". */
  const exhibits = (title: string) =>
    new Set([...recordText.matchAll(new RegExp(`Exhibit ([A-Z]): ${title}`, "g"))].map((found) => found[1]));
  expect(
    exhibits("Demand letter, version 1, dated [A-Z][a-z]+ \\d+, \\d{4}, as handed to the simulated mailer").size,
  ).toBe(1);
  expect(exhibits("Demand letter").size).toBe(1);
  expect(exhibits("Final notice, dated [A-Z][a-z]+ \\d+, \\d{4}, as handed to the simulated mailer").size).toBe(1);
  expect(exhibits("Final notice,").size).toBe(1);
  expect(recordText).not.toMatch(/as sent by USPS|as mailed by USPS/);
  expect(recordText).toContain("The mailing below was simulated (a test of the service): no letter was mailed.");
  expect(recordText).toMatch(/Reply deadline: [A-Z][a-z]+ \d+, \d{4}\. It had passed on/);
  expect(recordText).toContain("Dates and times are in the sender's time zone, Pacific Time.");

  const [guideFile] = await Promise.all([
    page.waitForEvent("download"),
    next.getByRole("button", { name: "Download small-claims guide" }).click(),
  ]);
  const guideText = await readPdf(guideFile, "guide");
  expect(guideText).toMatch(/On [A-Z][a-z]+ \d+, \d{4} I sent a written demand to Meta Platforms, Inc\./);
  expect(guideText).toContain("by USPS Certified Mail No.");
  expect(guideText).toContain("I have received no reply.");

  const [noticeFile] = await Promise.all([
    page.waitForEvent("download"),
    card
      .getByRole("button", { name: /Final notice \(PDF\)|Download PDF/ })
      .first()
      .click(),
  ]);
  const noticeText = await readPdf(noticeFile, "final-notice");
  expect(noticeText).toContain("Via USPS Certified Mail");
  expect(noticeText).toMatch(/by USPS Certified Mail No\. \d{22}\. The Postal Service delivered it on/);
  expect(noticeText).toContain("I have not received a reply.");

  // Going further: the data request and the attorney-general summary once the deadline has passed.
  const further = page.locator("#further");
  await expect(further.getByRole("heading", { name: "Going further" })).toBeVisible();
  await expect(further.getByRole("button", { name: "Arbitration demand (PDF)" })).toHaveCount(0);
  await atBothWidths(page, "going-further", further);
  const [agFile] = await Promise.all([
    page.waitForEvent("download"),
    further.getByRole("button", { name: "Attorney general summary (PDF)" }).click(),
  ]);
  expect(agFile.suggestedFilename()).toBe(`ag-complaint-${letterId}.pdf`);
  expect(await readPdf(agFile, "ag-complaint")).toContain("We are not a law firm and this is not legal advice.");
  const [dataFile] = await Promise.all([
    page.waitForEvent("download"),
    further.getByRole("button", { name: "Data request (PDF)" }).click(),
  ]);
  expect(await readPdf(dataFile, "data-request")).toContain("California Consumer Privacy Act");

  // The data request by certified mail: reviewed (its pages, Meta's privacy address), paid, mailed, tracked.
  await further.getByRole("button", { name: "Mail the data request for me ($20.00)" }).click();
  const review = page.getByRole("dialog", { name: "Review before you pay" });
  await expect(
    review.getByText(/^Your data request, \d+ pages?, printed and sent by USPS Certified Mail$/),
  ).toBeVisible();
  await expect(review.getByText(/Privacy/).first()).toBeVisible();
  await expect(review.getByText("$20.00 for printing and mailing your data request")).toBeVisible();
  await expectAccessible(page, "review before mailing the data request");
  await review.getByRole("button", { name: "Continue to payment" }).click();
  await fillTestCard(page);
  await page.getByRole("button", { name: "Pay $20.00" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payment successful" })).toBeVisible();
  await page.getByRole("link", { name: `Back to Letter #${letterId}` }).click();
  await reloadUntil(page, timeline.getByText("Data request: Delivered", { exact: true }));
  await expect(further.getByRole("button", { name: "Mail the data request for me ($20.00)" })).toHaveCount(0);
  await expect(further.getByRole("region", { name: /Certified mail tracking of the data request/ })).toBeVisible();
  await atBothWidths(page, "data-request-mailed", further);
  const [mailedRequest] = await Promise.all([
    page.waitForEvent("download"),
    further.getByRole("button", { name: "Data request (PDF)" }).click(),
  ]);
  expect(await readPdf(mailedRequest, "data-request-mailed")).toContain("Via USPS Certified Mail");
  expect(errors).toEqual([]);
});
