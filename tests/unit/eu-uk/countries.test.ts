import { describe, expect, it } from "vitest";
import {
  countryAnswer,
  EU_MEMBER_CODES,
  findSenderCountry,
  META_HELP_LINKS,
  postalCodeProblem,
  SENDER_COUNTRIES,
  senderRegion,
} from "../../../src/domain/letter/countries.ts";

/** The 27 member states of the European Union on 2026-11-28 (ISO 3166-1 alpha-2). */
const EU_27 = [
  "AT",
  "BE",
  "BG",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SK",
  "SI",
  "ES",
  "SE",
];

describe("sender countries", () => {
  it("lists the United States, the 27 EU member states and the United Kingdom, once each", () => {
    expect([...EU_MEMBER_CODES].sort()).toEqual([...EU_27].sort());
    const codes = SENDER_COUNTRIES.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.sort()).toEqual([...EU_27, "GB", "US"].sort());
  });

  it("gives each country a two-letter code, a name, an example its own rule accepts and an international phone hint", () => {
    for (const entry of SENDER_COUNTRIES) {
      expect(entry.code, entry.name).toMatch(/^[A-Z]{2}$/);
      expect(entry.name.length, entry.code).toBeGreaterThan(3);
      expect(postalCodeProblem(entry.code, entry.postal.example), `${entry.code} ${entry.postal.example}`).toBeNull();
      expect(entry.postal.message, entry.code).toContain(entry.postal.example);
      expect(entry.callingCode, entry.code).toMatch(/^\+\d{1,3}$/);
      expect(entry.phoneHint, entry.code).toContain(entry.callingCode);
    }
  });

  it("answers the region for served codes, in any case and spacing, and null for the rest", () => {
    expect(senderRegion("US")).toBe("us");
    expect(senderRegion("de")).toBe("eu");
    expect(senderRegion(" ie ")).toBe("eu");
    expect(senderRegion("GB")).toBe("uk");
    for (const other of ["UK", "CH", "NO", "CA", "", "USA", "EU"]) expect(senderRegion(other), other).toBeNull();
  });

  it("checks postal codes by each country's format", () => {
    const good: [string, string][] = [
      ["DE", "80331"],
      ["IE", "D04 X2K5"],
      ["IE", "a65f4e2"],
      ["IE", "D6W 1234"],
      ["GB", "SW1A 1AA"],
      ["GB", "m1 1ae"],
      ["GB", "B33 8TH"],
      ["GB", "GIR 0AA"],
      ["NL", "1234 AB"],
      ["NL", "1234ab"],
      ["PL", "00-950"],
      ["PT", "1000-001"],
      ["SE", "11455"],
      ["CZ", "110 00"],
      ["MT", "VLT 1117"],
      ["LV", "1050"],
      ["LU", "L-1118"],
      ["ES", "52001"],
      ["US", "94025-1234"],
    ];
    for (const [code, postal] of good) expect(postalCodeProblem(code, postal), `${code} ${postal}`).toBeNull();
    const bad: [string, RegExp][] = [
      ["DE", /5-digit/],
      ["IE", /Eircode/],
      ["GB", /UK postcode/],
      ["NL", /4 digits, a space, then 2 letters/],
      ["ES", /01 to 52/],
      ["US", /ZIP/],
    ];
    for (const [code, message] of bad) expect(postalCodeProblem(code, "9999999"), code).toMatch(message);
    expect(postalCodeProblem("DE", "8033")).toBe("Enter a 5-digit postal code, like 10115");
    expect(postalCodeProblem("NL", "0123 AB")).not.toBeNull();
    expect(postalCodeProblem("ES", "53001")).not.toBeNull();
    expect(postalCodeProblem("IE", "B12 3456")).not.toBeNull();
    expect(postalCodeProblem("FR", "   ")).toBe("Postal code is required");
    expect(postalCodeProblem("IE", "")).toBe("Eircode is required");
  });

  it("tells senders elsewhere 'not yet', with Meta's help pages", () => {
    const answer = countryAnswer("ch");
    expect(answer.served).toBe(false);
    if (answer.served) return;
    expect(answer.code).toBe("CH");
    expect(answer.message).toMatch(/not serve senders in CH yet/);
    expect(answer.message).toMatch(/United States, the European Union and the United Kingdom/);
    expect(answer.helpLinks.map((link) => link.platform).sort()).toEqual(["Facebook", "Instagram", "WhatsApp"]);
    for (const link of answer.helpLinks) {
      expect(link.url, link.platform).toMatch(
        /^https:\/\/(www\.facebook\.com|help\.instagram\.com|faq\.whatsapp\.com)\//,
      );
      expect(link.checkedOn).toBe("2026-11-28");
    }
    expect(postalCodeProblem("CH", "8001")).toMatch(/not serve senders in CH yet/);
  });

  it("serves the listed countries", () => {
    const answer = countryAnswer("de");
    expect(answer.served && answer.country).toBe(findSenderCountry("DE"));
    expect(META_HELP_LINKS.length).toBe(3);
  });
});
