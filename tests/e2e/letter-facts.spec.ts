import { keepShotOf } from "./shots.ts";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, registerViaApi, test } from "./fixtures.ts";
import {
  checkoutLetterId,
  drawSignature,
  letterById,
  preview,
  STORY,
  stepHeading,
  toast,
  toBanDetails,
  toSignStep,
} from "./wizard-helpers.ts";

/** The wizard's routing by platform, one letter per address, the facts of a claim, and signing. */

/* No two tests share an account or a letter on the shared server: they run side by side. */
test.describe.configure({ mode: "parallel" });

test("Send To follows the platforms until the user picks another address, which earns a warning", async ({ page }) => {
  await registerViaApi(page);
  await toBanDetails(page);
  const sendTo = page.getByLabel("Send To");
  const letter = preview(page);
  await expect(sendTo).toHaveValue("meta-main");

  await page.getByRole("checkbox", { name: "WhatsApp" }).click();
  await expect(sendTo).toHaveValue("meta-whatsapp-disputes");
  await expect(letter).toContainText("Attn: WhatsApp Arbitration Filing");
  await expect(page.getByText(/usually go to/)).toHaveCount(0);

  // WhatsApp's handle is the phone number on the account.
  await page.getByLabel("WhatsApp phone number").fill("not a phone");
  await page.getByLabel("Consequences").fill(STORY);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("WhatsApp phone number")).toHaveAccessibleDescription(
    /Enter the phone number on your WhatsApp account, with country code/,
  );
  await expect(page.getByLabel("WhatsApp phone number")).toBeFocused();
  await page.getByLabel("WhatsApp phone number").fill("+1 415 555 0100");
  await expect(letter).toContainText("+1 415 555 0100");

  // The user's own pick: a warning under the select, and the platforms no longer move it.
  await sendTo.selectOption("meta-main");
  await expect(sendTo).toHaveAccessibleDescription(
    /Letters about WhatsApp usually go to .*not be the notice of dispute/,
  );
  await expect(letter).toContainText("Attn: Legal Department");
  await page.getByRole("checkbox", { name: "Facebook" }).click();
  await page.getByRole("checkbox", { name: "WhatsApp" }).click();
  await expect(sendTo).toHaveValue("meta-main");
  await expect(page.getByText(/usually go to/)).toHaveCount(0);

  // Back on the platforms' own address, Send To follows again.
  await page.getByRole("checkbox", { name: "Facebook" }).click();
  await page.getByRole("checkbox", { name: "Instagram" }).click();
  await expect(sendTo).toHaveValue("meta-instagram-disputes");
  await expect(letter).toContainText("Attn: Instagram Arbitration Filing");
});

test("platforms with different addresses make one letter per address in one step", async ({ page }) => {
  await registerViaApi(page);
  await toBanDetails(page);
  await page.getByRole("checkbox", { name: "Instagram" }).click();
  await page.getByRole("checkbox", { name: "Facebook" }).click();
  await page.getByRole("checkbox", { name: "Threads" }).click();

  const notice = page.getByRole("region", { name: "These accounts go to different addresses" });
  await expect(notice).toContainText(
    "Instagram and Threads: Meta Platforms, Inc. (Instagram Arbitration Filing), 1601 Willow Rd.",
  );
  await expect(notice).toContainText("Facebook: Meta Platforms, Inc. (Legal Department), 1 Meta Way");
  const split = page.getByRole("checkbox", { name: /Make one letter per address \(2 letters\)/ });
  /* Never ticked for the user: it makes two letters, each paid for. */
  await expect(split).not.toBeChecked();
  await expect(page.getByLabel("Send To")).toBeEnabled();
  await split.click();
  await expect(split).toBeChecked();
  await expect(page.getByLabel("Send To")).toBeDisabled();

  await page.getByLabel("Instagram username").fill("zoe.builds");
  await page.getByLabel("Facebook username or profile link").fill("facebook.com/zoe.lukasz");
  await page.getByLabel("Email or phone you sign in with").fill("zoe.login@example.com");
  await page.getByLabel("Consequences").fill(STORY);
  await page.getByRole("button", { name: "Next" }).click();
  // Threads' handle is required too.
  await expect(page.getByLabel("Threads username")).toHaveAccessibleDescription(/Enter your Threads username/);
  await expect(page.getByLabel("Threads username")).toBeFocused();
  await page.getByLabel("Threads username").fill("zoe.threads");
  await expect(preview(page)).toContainText("Attn: Instagram Arbitration Filing");
  await expect(page.getByText(/Letter 1 of 2, for Instagram and Threads/)).toBeVisible();

  await toSignStep(page);
  await expect(page.getByText("Your 2 letters are ready.")).toBeVisible();
  await page.getByRole("button", { name: "Create Letter" }).click();
  const firstId = await checkoutLetterId(page);
  await expect(
    toast(page, /Demand letter created successfully! 2 letters were created, one per address/),
  ).toBeVisible();

  const letters = (await (await page.request.get("/api/demand-letters")).json()) as Array<{ id: number }>;
  expect(letters).toHaveLength(2);
  const [instagram, facebook] = await Promise.all(letters.map((item) => letterById(page, item.id)).reverse());
  expect(instagram.id).toBe(firstId);
  expect(instagram).toMatchObject({
    platforms: ["Instagram", "Threads"],
    recipientBusinessId: "meta-instagram-disputes",
    username: "zoe.builds",
    platformUsernames: { Instagram: "zoe.builds", Threads: "zoe.threads" },
    consequences: STORY,
  });
  expect(facebook).toMatchObject({
    platforms: ["Facebook"],
    recipientBusinessId: "meta-main",
    username: "facebook.com/zoe.lukasz",
    platformUsernames: { Facebook: "facebook.com/zoe.lukasz" },
    consequences: STORY,
  });

  // Both are on the dashboard.
  await page.goto("/");
  const recent = page.getByRole("region", { name: "Recent Demand Letters" });
  await expect(recent.getByText("Instagram, Threads")).toBeVisible();
  await expect(recent.getByText("Facebook", { exact: true })).toBeVisible();
});

test("more facts, the story's limits and a typed signature reach the letter", async ({ page }) => {
  await registerViaApi(page);
  await toBanDetails(page);
  await page.getByRole("checkbox", { name: "Instagram" }).click();
  await page.getByLabel("Instagram username").fill("zoe.builds");
  await page.getByLabel("Email or phone you sign in with").fill("zoe.login@example.com");

  // A pasted story over 5,000 characters is kept whole, and the counter says so.
  const consequences = page.getByLabel("Consequences");
  await consequences.fill("a".repeat(5_010));
  await expect(
    page.getByText("Your text is 10 characters over the 5,000-character limit.", { exact: false }),
  ).toBeVisible();
  await expect(consequences).toHaveValue("a".repeat(5_010));
  await page.getByRole("button", { name: "Next" }).click();
  /* One message for one problem: the field's own note, not the form's "at most 5000 characters" too. */
  await expect(consequences).toHaveAccessibleDescription(/10 characters over the 5,000-character limit/);
  await expect(page.getByText(/Consequences must be at most 5000 characters/)).toHaveCount(0);

  // Characters the letter cannot print are named in the preview.
  await consequences.fill(`${STORY} 🎉`);
  await expect(page.getByText(/Left out of your letter, because its fonts cannot print it/)).toContainText("🎉");

  const more = page.getByRole("button", { name: /More facts \(optional\)/ });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await more.click();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await page.getByLabel("Reason Meta gave").fill("Account integrity");
  await page.getByRole("button", { name: "Add an appeal" }).click();
  const appeal = page.getByRole("group", { name: "Appeal 1" });
  await expect(appeal.getByLabel("Appeal date")).toBeFocused();
  await appeal.getByLabel("Appeal date").fill("2025-10-05");
  await appeal.getByLabel("How you appealed").fill("In-app appeal form");
  await appeal.getByLabel("Reference number (optional)").fill("REF-123");
  await page.getByRole("button", { name: "Add an appeal" }).click();
  await page.getByRole("button", { name: "Remove appeal 2" }).click();
  await expect(page.getByRole("group", { name: "Appeal 2" })).toHaveCount(0);
  await page.getByLabel("Paid to Meta (US$)").fill("179.88");
  await page.getByLabel("What you paid Meta for").fill("Meta Verified, 12 months at $14.99");
  /* The two amounts side by side with their hints, looked at at both widths. */
  const viewport = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const amounts = page.getByLabel("Paid to Meta (US$)").locator("xpath=ancestor::div[contains(@class,'grid')][2]");
    await keepShotOf(amounts, { path: path.join(tmpdir(), `more-facts-amounts-${width}.png`) });
  }
  if (viewport) await page.setViewportSize(viewport);
  await page.getByLabel("Amount claimed (US$)").fill("$20,000");
  /* What a court will ask: optional answers; one left unanswered stays a blank in the drafts. */
  const ask = (name: string) => page.getByRole("group", { name });
  await ask("Did Meta name the rule you broke?").getByRole("radio", { name: "No", exact: true }).check();
  await ask("Do you believe you broke it?").getByRole("radio", { name: "Not sure" }).check();
  await ask("Did you appeal inside Meta?").getByRole("radio", { name: "Yes", exact: true }).check();
  await page.getByLabel("What came back from your appeal").fill("No answer");
  /* The total against California's $12,500 limit, and the choice it asks for. */
  await expect(
    page.getByText(
      "Total claimed: $20,179.88 (first, $179.88 paid to Meta). California's small-claims limit: $12,500.00.",
    ),
  ).toBeVisible();
  const over = ask("Your total is above California's limit. What will you do?");
  await over.getByRole("radio", { name: "Claim $12,500.00 and give up the rest" }).check();
  await page.getByRole("checkbox", { name: /Keep other losses in an arbitration demand/ }).check();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const questions = page.getByRole("group", { name: "What a court will ask" });
    await keepShotOf(questions, { path: path.join(tmpdir(), `claim-questions-${width}.png`) });
    await keepShotOf(over.locator("xpath=.."), { path: path.join(tmpdir(), `amount-against-limit-${width}.png`) });
  }
  if (viewport) await page.setViewportSize(viewport);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("How you worked out the amount")).toBeFocused();
  await page.getByLabel("How you worked out the amount").fill("3 months of shop sales at $400 a month");
  await page.getByRole("button", { name: "Add an enclosure" }).click();
  await expect(page.getByRole("textbox", { name: "Enclosure 1" })).toBeFocused();
  await page.getByRole("textbox", { name: "Enclosure 1" }).fill("Screenshot of the disable notice");
  await expect(preview(page)).toContainText("Account integrity");

  await page.getByRole("button", { name: "Next" }).click();
  const facts = page.getByRole("region", { name: "More facts" });
  await expect(facts).toContainText("Account integrity");
  await expect(facts).toContainText("October 5, 2025: In-app appeal form (reference REF-123)");
  await expect(facts).toContainText("$179.88");
  await expect(facts).toContainText("Meta Verified, 12 months at $14.99");
  await expect(facts).toContainText("$20,000");
  await expect(facts).toContainText("Meta named the rule: No");
  await expect(facts).toContainText("You believe you broke it: Not sure");
  await expect(facts).toContainText("Meta said which post: Not given");
  await expect(facts).toContainText("What came back: No answer");
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await keepShotOf(facts, { path: path.join(tmpdir(), `review-more-facts-${width}.png`) });
  }
  if (viewport) await page.setViewportSize(viewport);
  await expect(facts).toContainText("3 months of shop sales at $400 a month");
  await expect(facts).toContainText("Screenshot of the disable notice");
  await expect(page.getByRole("region", { name: "Ban details" })).toContainText("zoe.login@example.com");
  await page.getByRole("button", { name: "Next" }).click();

  // The typed signature: shown, and only sent once the box is ticked.
  await expect(page.getByText("/s/ Zoë Łukasz")).toBeVisible();
  await page.getByRole("checkbox", { name: "I sign this letter" }).click();
  await expect(page.getByText("Your letter will be signed.")).toBeVisible();
  await page.getByRole("button", { name: "Create Letter" }).click();
  const stored = await letterById(page, await checkoutLetterId(page));
  expect(stored).toMatchObject({
    accountLogin: "zoe.login@example.com",
    banReason: "Account integrity",
    appeals: [{ date: "2025-10-05", method: "In-app appeal form", reference: "REF-123" }],
    amountClaimed: "20000.00",
    ruleNamed: "no",
    brokeRule: "unsure",
    postNamed: null,
    appealed: "yes",
    appealResult: "No answer",
    overLimitChoice: "reduce",
    arbitrateExcludedLosses: true,
    amountBasis: "3 months of shop sales at $400 a month",
    enclosures: ["Screenshot of the disable notice"],
    consequences: STORY,
    signature: { kind: "typed", name: "Zoë Łukasz" },
  });
});

test("a drawn signature is sent as a PNG; leaving it blank creates an unsigned letter", async ({ page }) => {
  await registerViaApi(page);
  await toBanDetails(page);
  await page.getByRole("checkbox", { name: "Facebook" }).click();
  await page.getByLabel("Facebook username or profile link").fill("zoe.lukasz");
  await page.getByLabel("Consequences").fill(STORY);
  await toSignStep(page);

  await page.getByRole("radio", { name: /Draw my signature/ }).check();
  await drawSignature(page);
  await expect(page.getByText("Your letter will be signed.")).toBeVisible();
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByText("Not signed yet. You can sign later.")).toBeVisible();
  await drawSignature(page);
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(stepHeading(page, "Preview")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Signature" }).getByRole("img", { name: "Your drawn signature" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Create Letter" }).click();

  const stored = await letterById(page, await checkoutLetterId(page));
  expect(stored.signature?.kind).toBe("drawn");
  expect(stored.signature?.png).toMatch(/^data:image\/png;base64,/);
});
