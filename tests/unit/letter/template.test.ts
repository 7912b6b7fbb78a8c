import { describe, expect, it } from "vitest";
import { findRecipient, type Recipient } from "../../../src/domain/letter/recipients.ts";
import { recipientsFor } from "../../../src/domain/letter/routing.ts";
import { renderLetterText } from "../../../src/domain/letter/render-text.ts";
import { noticePlatforms } from "../../../src/domain/letter/routing.ts";
import { PLATFORMS } from "../../../src/domain/letter/schema.ts";
import { buildLetter, type LetterBlock } from "../../../src/domain/letter/template.ts";
import { LETTER_DATE, letterData } from "./letter-data.ts";

/** Every non-empty subset of the four platforms, in the canonical order: 15 of them. */
const PLATFORM_SETS = Array.from({ length: 15 }, (_, index) => PLATFORMS.filter((_, bit) => ((index + 1) >> bit) & 1));

function letterText(overrides = {}, mailed = false): string {
  return renderLetterText(
    buildLetter(letterData(overrides), { date: LETTER_DATE, ...(mailed ? { mailing: {} } : {}) }),
  );
}

function blocksOf<K extends LetterBlock["kind"]>(blocks: LetterBlock[], kind: K) {
  return blocks.filter((block): block is Extract<LetterBlock, { kind: K }> => block.kind === kind);
}

/** Words and claims LETTER.md rules out, plus Latin it asks us to avoid. */
const FORBIDDEN = [
  /lawyer/i,
  /attorney(?! general)/i, // the state Attorney General is a lawful next step
  /guarant/i,
  /ironclad/i,
  /success rate/i,
  /will be restored/i,
  /promise/i,
  /within \d+ (hours|days)/i,
  /\b(per|bona fide|pro se|inter alia)\b/i,
  /\bvia\b(?! USPS Certified Mail)/i, // "Via USPS Certified Mail" is the postal notation the letter must carry
  /\b(e\.g\.|i\.e\.|etc\.|re:)/i,
];

/** The recipients a US sender can choose; EU and UK letters have their own tests. */
const US_RECIPIENTS = recipientsFor("US").map((id) => findRecipient(id) as Recipient);

describe("buildLetter: every platform combination and every US recipient", () => {
  it("has 15 platform combinations", () => expect(PLATFORM_SETS).toHaveLength(15));

  for (const platforms of PLATFORM_SETS) {
    for (const recipient of US_RECIPIENTS) {
      it(`${platforms.join("+")} to ${recipient.id}`, () => {
        const blocks = buildLetter(letterData({ platforms, recipientBusinessId: recipient.id }), {
          date: LETTER_DATE,
        });
        const text = renderLetterText(blocks);
        const joined =
          platforms.length === 1
            ? platforms[0]
            : `${platforms.slice(0, -1).join(", ")} and ${platforms[platforms.length - 1]}`;
        const subject = blocksOf(blocks, "subject")[0]?.text ?? "";
        const notice = noticePlatforms(platforms, recipient.id).length > 0;
        expect(subject.includes("notice of dispute")).toBe(notice);
        expect(text.includes("This letter is also my notice of dispute")).toBe(notice);
        expect(subject).toMatch(/^Subject: Formal demand for reinstatement/);
        for (const platform of platforms) expect(subject).toContain(`${platform} account`);
        expect(blocksOf(blocks, "recipient")[0]?.lines).toEqual([
          recipient.id === "meta-whatsapp-disputes" ? "WhatsApp LLC, c/o Meta Platforms, Inc." : "Meta Platforms, Inc.",
          `Attn: ${recipient.attention}`,
          recipient.address1,
          `${recipient.city}, ${recipient.state} ${recipient.zip}`,
        ]);
        expect(text).toContain(`Meta disabled my ${joined} account`);
        expect(text.includes("Start arbitration under")).toBe(notice);
        expect(text.includes("as the Meta Terms of Service allow")).toBe(platforms.includes("Facebook"));
        expect(text).toContain(platforms.length > 1 ? "accounts" : "my account");
        for (const pattern of FORBIDDEN) expect(text).not.toMatch(pattern);
      });
    }
  }
});

describe("buildLetter: what every letter contains (LETTER.md)", () => {
  const blocks = buildLetter(letterData(), { date: LETTER_DATE });
  const text = renderLetterText(blocks);

  it("1. starts with the sender block and the date", () => {
    expect(blocks[0]).toEqual({
      kind: "sender",
      lines: ["Jane Doe", "123 Main St", "Springfield, IL 62701", "jane@example.com", "(555) 123-4567"],
    });
    expect(blocks[1]).toEqual({ kind: "date", text: "November 22, 2026" });
  });

  it("2. addresses the default recipient", () => {
    expect(blocks[2]).toMatchObject({
      kind: "recipient",
      lines: ["Meta Platforms, Inc.", "Attn: Legal Department", "1 Meta Way", "Menlo Park, CA 94025"],
    });
  });

  it("4. says who is writing: name, residence, username, email and phone", () => {
    expect(text).toContain("My name is Jane Doe. I live at 123 Main St, Springfield, IL 62701.");
    expect(text).toContain("My Instagram username is “jane.doe”.");
    expect(text).toContain("You can reach me by email at jane@example.com or by phone at (555) 123-4567.");
  });

  it("5. states the facts and quotes the consequences exactly, one paragraph per line typed", () => {
    expect(text).toContain("Meta disabled my Instagram account on November 1, 2026.");
    expect(blocksOf(blocks, "quote")[0]?.paragraphs).toEqual([
      "I lost ten years of family photos.",
      "My shop took orders through Instagram.",
    ]);
  });

  it("5. quotes the reason Meta gave without a second full stop after the closing quote", () => {
    const quoted = renderLetterText(
      buildLetter(letterData({ banReason: "Account integrity." }), { date: LETTER_DATE }),
    );
    expect(quoted).toContain("The reason Meta gave was: “Account integrity”.");
    expect(quoted).not.toContain("”.”");
    expect(quoted).not.toContain(".”.");
  });

  it("5. prints the ban date in UTC, so the day picked is the day printed", () => {
    const blocks = buildLetter(letterData({ banDate: new Date("2026-11-01T00:00:00.000Z") }), {
      date: LETTER_DATE,
      timeZone: "America/Los_Angeles",
    });
    expect(renderLetterText(blocks)).toContain("on November 1, 2026.");
  });

  it("6. asks for restoration, a human review, removal of the strike and the written reason", () => {
    const items = blocksOf(blocks, "list")[0]?.items ?? [];
    expect(items[0]).toMatch(/^Restore my Instagram account and all of its content/);
    expect(items[1]).toMatch(/a person.*review the decision/);
    expect(items[2]).toMatch(/Remove any strike/);
    expect(items[3]).toMatch(/in writing the reason for the decision/);
  });

  it("7. sets a deadline 30 days after the letter's date, printed as a date", () => {
    expect(text).toContain("Please reply in writing by December 22, 2026.");
    expect(text).toContain("If this is not resolved by December 22, 2026");
  });

  it("7. counts the deadline across a year end and in the sender's time zone", () => {
    const december = renderLetterText(buildLetter(letterData(), { date: new Date("2026-12-15T17:00:00Z") }));
    expect(december).toContain("by January 14, 2027");
    /* 9 p.m. on November 22 in Springfield, Illinois (the sender's zone) is already November 23 in UTC. */
    const evening = buildLetter(letterData(), { date: new Date("2026-11-23T03:00:00Z") });
    expect(evening[1]).toEqual({ kind: "date", text: "November 22, 2026" });
    expect(renderLetterText(evening)).toContain("by December 22, 2026");
    const tokyo = buildLetter(letterData(), {
      date: new Date("2026-11-23T03:00:00Z"),
      timeZone: "Asia/Tokyo",
    });
    expect(tokyo[1]).toEqual({ kind: "date", text: "November 23, 2026" });
  });

  it("8. asks Meta to preserve the account, content, messages and logs", () => {
    expect(text).toContain("Please do not delete my account while this dispute is open.");
    expect(text).toMatch(/content, my messages, and the logs/);
  });

  it("9. asks for the data under California's right to know for CA residents", () => {
    const california = letterText({ state: "CA" });
    expect(california).toContain("California Consumer Privacy Act");
    expect(california).toContain("(CCPA/CPRA)");
    expect(california).toContain("right to know");
    expect(california).toContain("reasons for your decision");
  });

  it("9. makes a general data request elsewhere, naming the sender's state", () => {
    expect(text).not.toContain("CCPA");
    expect(text).toContain("Please send me a copy of the personal data you hold about me on this account.");
    expect(text).toContain("privacy laws of Illinois");
    expect(letterText({ state: "DC" })).toContain("privacy laws of the District of Columbia");
  });

  it("10. names the lawful next steps: small claims, the terms' dispute process, the attorney general", () => {
    const steps = blocksOf(blocks, "list")[1];
    expect(steps?.style).toBe("bulleted");
    expect(steps?.items).toEqual([
      "File a claim in small claims court where I live.",
      "Follow the dispute steps in the terms of service for Instagram.",
      "File a complaint with the Attorney General of Illinois.",
    ]);
  });

  it("13. closes with a signature block and the printed name (unsigned when no signature was given)", () => {
    expect(blocks.at(-1)).toEqual({ kind: "signature", closing: "Sincerely,", name: "Jane Doe", mark: undefined });
  });

  it("2. carries 'Via USPS Certified Mail' above the recipient only when mailed, with the number once known", () => {
    expect(text).not.toContain("Certified Mail");
    const mailed = buildLetter(letterData(), { date: LETTER_DATE, mailing: {} });
    const at = mailed.findIndex((block) => block.kind === "mailing");
    expect(mailed[at]).toEqual({ kind: "mailing", text: "Via USPS Certified Mail" });
    expect(mailed[at + 1]?.kind).toBe("recipient");
    const tracked = buildLetter(letterData(), {
      date: LETTER_DATE,
      mailing: { trackingNumber: "9407 1118 9922 3197 4284 90" },
    });
    expect(tracked.find((block) => block.kind === "mailing")).toEqual({
      kind: "mailing",
      text: "Via USPS Certified Mail No. 9407 1118 9922 3197 4284 90",
    });
  });

  it("never makes a forbidden claim, whatever the state or recipient", () => {
    for (const state of ["CA", "NY", "DC"]) {
      for (const pattern of FORBIDDEN) expect(letterText({ state }, true)).not.toMatch(pattern);
    }
  });

  it("refuses an unknown recipient id", () => {
    expect(() => letterText({ recipientBusinessId: "meta-elsewhere" })).toThrow(/Unknown recipient/);
  });

  it("prints only what the user typed: the same data gives the same letter", () => {
    expect(letterText()).toBe(letterText());
    expect(letterText({ fullName: "Zoë Łukasz" })).toContain("My name is Zoë Łukasz.");
  });
});
