import { describe, expect, it } from "vitest";
import { dataAccessRequestBlocks } from "../../../src/domain/escalation/data-request-letter.ts";
import { buildSenderLetter, letterBodyOf } from "../../../src/domain/letter/letter-for-sender.ts";
import { renderLetterText } from "../../../src/domain/letter/render-text.ts";
import { LETTER_DATE, letterData } from "../letter/letter-data.ts";

/** Wording that belongs to US letters only (LETTER.md, languages and countries). */
const US_ONLY = [
  /small claims/i,
  /attorney general/i,
  /USPS/,
  /certified mail/i,
  /\bAAA\b/,
  /arbitration/i,
  /CCPA|CPRA|consumer privacy act|privacy laws of/i,
  /notice of dispute/i,
];

const GERMANY = letterData({
  country: "DE",
  address: "Hauptstraße 1",
  city: "Berlin",
  state: "",
  zipCode: "10115",
  phone: "+49 30 1234567",
  platforms: ["Instagram"],
  banReason: "Account integrity",
  signature: { kind: "typed", name: "Jane Doe" },
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
});

const text = (data: typeof GERMANY) => renderLetterText(buildSenderLetter(data, { date: LETTER_DATE }));
const request = (data: typeof GERMANY) => renderLetterText(dataAccessRequestBlocks(data, { date: LETTER_DATE }));

function expectNoUsWording(value: string) {
  for (const pattern of US_ONLY) expect(value).not.toMatch(pattern);
}

describe("the letter follows the sender's country and platform", () => {
  it("chooses one body from country and platform", () => {
    expect(letterBodyOf(GERMANY)).toBe("eu-dsa");
    expect(letterBodyOf(IRELAND_WHATSAPP)).toBe("eu-whatsapp");
    expect(letterBodyOf(UK_FACEBOOK)).toBe("uk");
    expect(letterBodyOf(letterData())).toBe("us");
    expect(letterBodyOf(letterData({ country: "US" }))).toBe("us");
  });

  it("Germany, Instagram: a DSA Art. 20 complaint to Meta Platforms Ireland asking for the Art. 17 statement", () => {
    const letter = text(GERMANY);
    expect(letter).toContain("Meta Platforms Ireland Limited\nMerrion Road\nDublin 4\nD04 X2K5\nIreland");
    expect(letter).toContain("Hauptstraße 1\n10115 Berlin\nGermany");
    expect(letter).toContain("November 22, 2026");
    expect(letter).toMatch(/Subject: Complaint under Article 20 of the Digital Services Act/);
    expect(letter).toContain("internal complaint-handling system under Article 20");
    expect(letter).toContain("statement of reasons that Article 17");
    for (const item of ["facts and circumstances", "automated means", "rule in your terms", "redress available"])
      expect(letter).toContain(item);
    expect(letter).toContain("Article 15 of the General Data Protection Regulation");
    expect(letter).toContain("Appeals Centre Europe");
    expect(letter).toContain("Digital Services Coordinator in Germany");
    expect(letter).toContain("The reason you gave was: “Account integrity”.");
    expect(letter).toContain("/s/ Jane Doe");
    expect(letter).toContain("Please reply in writing by December 22, 2026.");
    expectNoUsWording(letter);
  });

  it("Ireland, WhatsApp: GDPR and the terms to WhatsApp Ireland Limited, never the DSA", () => {
    const letter = text(IRELAND_WHATSAPP);
    expect(letter).toContain("WhatsApp Ireland Limited\nMerrion Road");
    expect(letter).toContain("Articles 15 and 22 of the GDPR");
    expect(letter).toContain("Under Article 22");
    expect(letter).toContain("Data Protection Commission in Ireland.");
    expect(letter).not.toMatch(/Digital Services|Appeals Centre/);
    expectNoUsWording(letter);
  });

  it("UK, Facebook: Meta Platforms, Inc. under the UK terms and the UK GDPR, the ICO next", () => {
    const letter = text(UK_FACEBOOK);
    expect(letter).toContain("Meta Platforms, Inc.\n1 Meta Way\nMenlo Park, CA 94025\nUnited States");
    expect(letter).toContain("Leeds\nLS1 4AP\nUnited Kingdom");
    expect(letter).toContain("UK GDPR");
    expect(letter).toContain("Information Commissioner's Office");
    expect(letter).not.toMatch(/Digital Services|Appeals Centre|\(Regulation \(EU\)/);
    expectNoUsWording(letter);
  });
});

describe("the data request follows the sender's country", () => {
  it("EU: GDPR Arts. 15 and 22 to the Irish controller's privacy address and form, with the month", () => {
    const letter = request(GERMANY);
    expect(letter).toContain("To Meta Platforms Ireland Limited:");
    expect(letter).toContain("Articles 15 and 22 of the General Data Protection Regulation");
    expect(letter).toContain("https://help.meta.com/support/privacy/");
    expect(letter).toContain("one month from receiving this request");
    expect(letter).toContain("C-203/22");
    expect(letter).toContain("data protection authority in Germany");
    expectNoUsWording(letter);
  });

  it("EU WhatsApp: WhatsApp Ireland Limited's privacy post and form", () => {
    const letter = request(IRELAND_WHATSAPP);
    expect(letter).toContain("WhatsApp Ireland Limited\nAttn: Privacy Policy\nMerrion Road");
    expect(letter).toContain("https://www.whatsapp.com/contact/forms/4363383090404717/");
    expect(letter).toContain("the Data Protection Commission in Ireland.");
    expectNoUsWording(letter);
  });

  it("UK: the UK GDPR, with the ICO as the next step", () => {
    const letter = request(UK_FACEBOOK);
    expect(letter).toContain("Meta Platforms, Inc.\nFAO: Privacy Operations");
    expect(letter).toContain("Articles 15 and 22 of the UK GDPR");
    expect(letter).toContain("within one month");
    expect(letter).toContain("Information Commissioner's Office");
    expect(letter).not.toContain("Regulation (EU)");
    expectNoUsWording(letter);
  });
});
