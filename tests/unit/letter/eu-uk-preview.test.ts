import { describe, expect, it } from "vitest";
import type { LetterBlock } from "../../../src/domain/letter/blocks.ts";
import { buildSenderLetter } from "../../../src/domain/letter/letter-for-sender.ts";
import { PREVIEW_NOTE } from "../../../src/domain/letter/preview.ts";
import { renderLetterText } from "../../../src/domain/letter/render-text.ts";
import {
  buildLetterPreview,
  type LetterData,
  type LetterPreviewInput,
  PREVIEW_PLACEHOLDERS,
} from "../../../src/domain/letter/template.ts";
import { LETTER_DATE, letterData } from "./letter-data.ts";

/** Wording that belongs to US letters only. */
const US_ONLY = [
  /small claims/i,
  /attorney general/i,
  /USPS/,
  /certified mail/i,
  /\bAAA\b/,
  /arbitration/i,
  /notice of dispute/i,
  /Attn:/,
  /\[State\]/,
  /\[ZIP\]/,
];

const GERMANY_INSTAGRAM = letterData({
  country: "DE",
  fullName: "Jana Becker",
  address: "Invalidenstraße 117",
  city: "Berlin",
  state: "",
  zipCode: "10115",
  phone: "+49 30 1234567",
  platforms: ["Instagram"],
  username: "jana.backt",
  banReason: "Account integrity",
  appeals: [{ date: "2026-11-03", method: "Meta's in-app appeal form", reference: "A-1" }],
});
const IRELAND_WHATSAPP = letterData({
  country: "IE",
  address: "1 Main Street",
  city: "Galway",
  state: "",
  zipCode: "H91 E2K3",
  phone: "+353 91 123456",
  platforms: ["WhatsApp"],
  username: "+353 87 123 4567",
});
const UK_FACEBOOK = letterData({
  country: "GB",
  address: "10 High Street",
  city: "Leeds",
  state: "",
  zipCode: "LS1 4AP",
  phone: "+44 113 496 0000",
  platforms: ["Facebook"],
  accountLogin: "jane@example.com",
});

/** What the wizard holds for the same letter: the form's strings. */
function wizardValues(data: LetterData): LetterPreviewInput {
  return {
    ...data,
    country: data.country ?? undefined,
    banDate: data.banDate.toISOString().slice(0, 10),
    platformUsernames: data.platformUsernames ?? undefined,
    accountLogin: data.accountLogin ?? undefined,
    banReason: data.banReason ?? undefined,
    appeals: data.appeals?.map((appeal) => ({ ...appeal, reference: appeal.reference ?? undefined })),
  };
}

function block(blocks: LetterBlock[], kind: LetterBlock["kind"]) {
  return blocks.find((entry) => entry.kind === kind);
}

describe("the live preview of an EU or UK sender is the opening of their own letter", () => {
  for (const [name, data, party] of [
    ["a German Instagram sender", GERMANY_INSTAGRAM, "Meta Platforms Ireland Limited"],
    ["an Irish WhatsApp sender", IRELAND_WHATSAPP, "WhatsApp Ireland Limited"],
    ["a UK Facebook sender", UK_FACEBOOK, "Meta Platforms, Inc."],
  ] as const) {
    it(`${name}: the same sender, recipient and subject as the letter, then the preview note`, () => {
      const preview = buildLetterPreview(wizardValues(data), LETTER_DATE);
      const letter = buildSenderLetter(data, { date: LETTER_DATE });
      for (const kind of ["sender", "date", "recipient", "subject"] as const)
        expect(block(preview, kind)).toEqual(block(letter, kind));
      expect(block(preview, "recipient")).toMatchObject({ lines: expect.arrayContaining([party]) });
      const opening = preview.slice(0, -1);
      expect(letter.slice(0, opening.length)).toEqual(opening);
      expect(opening.at(-1)?.kind).toBe("quote");
      expect(preview.at(-1)).toEqual({ kind: "note", text: PREVIEW_NOTE });
      const text = renderLetterText(preview);
      for (const pattern of US_ONLY) expect(text).not.toMatch(pattern);
      expect(text).not.toContain("Formal demand for reinstatement");
    });
  }

  it("prints the German postal line and the country, and the DSA subject", () => {
    const preview = buildLetterPreview(wizardValues(GERMANY_INSTAGRAM), LETTER_DATE);
    expect(block(preview, "sender")).toMatchObject({ lines: expect.arrayContaining(["10115 Berlin", "Germany"]) });
    expect(block(preview, "subject")).toMatchObject({
      text: expect.stringMatching(/^Subject: Complaint under Article 20 of the Digital Services Act/),
    });
  });

  it("shows placeholders for an empty German letter, in the German form and without US ones", () => {
    const preview = buildLetterPreview({ country: "DE" }, LETTER_DATE);
    const text = renderLetterText(preview);
    expect(block(preview, "sender")).toEqual({
      kind: "sender",
      lines: ["[Your Full Name]", "[Street Address]", "[Postal code] [City]", "Germany", "[Email]", "[Phone]"],
    });
    expect(block(preview, "recipient")).toMatchObject({
      lines: expect.arrayContaining(["Meta Platforms Ireland Limited"]),
    });
    for (const placeholder of [
      PREVIEW_PLACEHOLDERS.username,
      PREVIEW_PLACEHOLDERS.banDate,
      PREVIEW_PLACEHOLDERS.platforms,
      PREVIEW_PLACEHOLDERS.consequences,
    ])
      expect(text).toContain(placeholder);
    expect(text).toContain("Article 20 of the Digital Services Act");
    for (const pattern of US_ONLY) expect(text).not.toMatch(pattern);
  });

  it("names the postal code as the country does: Eircode in Ireland, postcode on its own line in the UK", () => {
    const ireland = buildLetterPreview({ country: "IE", platforms: ["WhatsApp"] }, LETTER_DATE);
    expect(block(ireland, "sender")).toMatchObject({ lines: expect.arrayContaining(["[Eircode] [City]", "Ireland"]) });
    expect(block(ireland, "recipient")).toMatchObject({ lines: expect.arrayContaining(["WhatsApp Ireland Limited"]) });
    const uk = buildLetterPreview({ country: "GB" }, LETTER_DATE);
    expect(block(uk, "sender")).toMatchObject({
      lines: expect.arrayContaining(["[City]", "[Postcode]", "United Kingdom"]),
    });
  });

  it("stays the US preview for a US sender and for a country not served", () => {
    for (const country of [undefined, "US", "other"]) {
      const text = renderLetterText(buildLetterPreview({ country }, LETTER_DATE, "UTC"));
      expect(text).toContain("[City], [State] [ZIP]");
      expect(text).toContain("Attn: Legal Department");
    }
  });
});
