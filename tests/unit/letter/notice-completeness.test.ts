import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { findRecipient } from "../../../src/domain/letter/recipients.ts";
import { demandLetterInputSchema } from "../../../src/domain/letter/schema.ts";
import { buildLetter } from "../../../src/domain/letter/template.ts";
import { renderLetterText } from "../../../src/domain/letter/render-text.ts";
import { smallClaimsGuideBlocks } from "../../../src/domain/escalation/small-claims-guide.ts";
import { LETTER_DATE, letterData, letterPayload } from "./letter-data.ts";

function issues(overrides: Record<string, unknown>) {
  const result = demandLetterInputSchema.safeParse(letterPayload(overrides));
  return (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T20:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("a notice of dispute carries the sign-in contact", () => {
  it("requires the email or phone for Instagram and Threads at their arbitration-filing address", () => {
    expect(issues({ platforms: ["Instagram", "Threads"], recipientBusinessId: "meta-instagram-disputes" })).toEqual([
      {
        path: "accountLogin",
        message:
          "Enter the email or phone number you sign in to Instagram and Threads with: a notice of dispute must include it",
      },
    ]);
    expect(issues({ recipientBusinessId: "meta-instagram-disputes", accountLogin: "jane.login@example.com" })).toEqual(
      [],
    );
    expect(issues({ recipientBusinessId: "meta-instagram-disputes", accountLogin: "+1 217 555 0100" })).toEqual([]);
  });

  it("leaves it optional where the letter is no notice of dispute", () => {
    expect(issues({ platforms: ["Instagram"], recipientBusinessId: "meta-main" })).toEqual([]);
    expect(issues({ platforms: ["Facebook"], recipientBusinessId: "meta-main" })).toEqual([]);
    /* Instagram sent to WhatsApp's address is not Instagram's notice. */
    expect(issues({ platforms: ["Instagram"], recipientBusinessId: "meta-whatsapp-disputes" })).toEqual([]);
  });

  it("takes an email address or a phone number, nothing else", () => {
    expect(issues({ accountLogin: "jane.doe" })).toEqual([
      { path: "accountLogin", message: "Enter the email address or phone number you sign in with" },
    ]);
  });
});

describe("the WhatsApp account is a phone number whichever field carries it", () => {
  it("refuses a username in place of the phone number when no WhatsApp handle is given", () => {
    expect(
      issues({ platforms: ["WhatsApp"], username: "sofia_m", recipientBusinessId: "meta-whatsapp-disputes" }),
    ).toEqual([{ path: "username", message: "Enter the phone number on your WhatsApp account, with country code" }]);
    expect(issues({ platforms: ["Facebook", "WhatsApp"], username: "sofia_m" })).toEqual([
      {
        path: "platformUsernames.WhatsApp",
        message: "Enter the phone number on your WhatsApp account, with country code",
      },
    ]);
    expect(issues({ platforms: ["WhatsApp"], platformUsernames: { WhatsApp: "sofia_m" } })).toEqual([
      {
        path: "platformUsernames.WhatsApp",
        message: "Enter the phone number on your WhatsApp account, with country code",
      },
    ]);
  });

  it("accepts the phone number in either field, and needs no separate sign-in contact", () => {
    expect(
      issues({ platforms: ["WhatsApp"], username: "+1 415 555 0134", recipientBusinessId: "meta-whatsapp-disputes" }),
    ).toEqual([]);
    expect(
      issues({
        platforms: ["Facebook", "WhatsApp"],
        username: "sofia_m",
        platformUsernames: { WhatsApp: "+1 415 555 0134" },
      }),
    ).toEqual([]);
  });
});

describe("WhatsApp letters go to WhatsApp LLC", () => {
  it("addresses the envelope and the body to WhatsApp LLC, c/o Meta Platforms, Inc., with the terms' attention line", () => {
    const recipient = findRecipient("meta-whatsapp-disputes");
    expect(recipient).toMatchObject({
      name: "WhatsApp LLC, c/o Meta Platforms, Inc.",
      party: "WhatsApp LLC",
      attention: "WhatsApp Arbitration Filing",
      fullAddress: "1 Meta Way, Menlo Park, CA 94025",
    });
    const text = renderLetterText(
      buildLetter(
        letterData({
          platforms: ["WhatsApp"],
          username: "+1 217 555 0100",
          recipientBusinessId: "meta-whatsapp-disputes",
        }),
        { date: LETTER_DATE },
      ),
    );
    expect(text).toContain("WhatsApp LLC, c/o Meta Platforms, Inc.\nAttn: WhatsApp Arbitration Filing\n1 Meta Way");
    expect(text).toContain("To WhatsApp LLC:");
    expect(text).toContain("I address this letter to WhatsApp LLC, in care of Meta Platforms, Inc.");
    expect(text).toContain("notice of dispute under the WhatsApp Terms of Service");
    expect(text).toContain("Meta disabled my WhatsApp account on");
  });

  it("keeps Meta Platforms, Inc. as the party everywhere else", () => {
    const text = renderLetterText(buildLetter(letterData(), { date: LETTER_DATE }));
    expect(text).toContain("To Meta Platforms, Inc.:");
    expect(text).not.toContain("WhatsApp LLC");
    expect(text).not.toContain("notice of dispute");
  });
});

describe("the guide calls a letter the notice of dispute only when it is a complete one", () => {
  const guide = (accountLogin?: string) =>
    renderLetterText(
      smallClaimsGuideBlocks({
        letterId: 3,
        letter: letterData({ platforms: ["Instagram"], recipientBusinessId: "meta-instagram-disputes", accountLogin }),
        preparedOn: "2026-11-30",
        first: {
          date: "2026-10-20",
          deadline: "2026-11-19",
          sent: { sentOn: "2026-10-21", method: "certified_mail", trackingNumber: null, recordedBy: "sender" },
          deliveredOn: null,
        },
        deadlinePassed: true,
        outcome: null,
        exhibits: [],
      }),
    );

  it("says so for a notice with the sign-in contact, and asks for a complete one otherwise", () => {
    expect(guide("jane.login@example.com")).toContain("so it serves as that notice.");
    const older = guide();
    expect(older).not.toContain("so it serves as that notice");
    expect(older).toContain("but it does not give the email or phone you sign in with");
  });
});
