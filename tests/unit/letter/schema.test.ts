import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BAN_DETAILS_FIELDS,
  demandLetterInputSchema,
  PERSONAL_INFO_FIELDS,
  SIGNATURE_FIELDS,
  US_STATES,
} from "../../../src/domain/letter/schema.ts";
import { letterPayload } from "./letter-data.ts";

/** The first message for `field` when the payload has `value` there. */
function messageFor(field: string, value: unknown): string | undefined {
  const result = demandLetterInputSchema.safeParse(letterPayload({ [field]: value }));
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

function parse(overrides: Record<string, unknown> = {}) {
  return demandLetterInputSchema.parse(letterPayload(overrides));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-22T20:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("demandLetterInputSchema", () => {
  it("accepts a complete letter and trims, upper-cases and converts", () => {
    const data = parse({
      fullName: "  Jane   Doe ",
      state: "il",
      banDate: "2026-11-01",
      recipientBusinessId: undefined,
    });
    expect(data.fullName).toBe("Jane Doe");
    expect(data.state).toBe("IL");
    expect(data.banDate.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    expect(data.recipientBusinessId).toBe("meta-main");
  });

  it("requires every field, with a message naming it", () => {
    expect(messageFor("fullName", "")).toBe("Full name is required");
    expect(messageFor("fullName", undefined)).toBe("Full name is required");
    expect(messageFor("email", "")).toBe("Email is required");
    expect(messageFor("phone", " ")).toBe("Phone number is required");
    expect(messageFor("address", "")).toBe("Street address is required");
    expect(messageFor("city", "")).toBe("City is required");
    expect(messageFor("state", "")).toBe("State is required");
    expect(messageFor("zipCode", "")).toBe("ZIP code is required");
    expect(messageFor("username", "")).toBe("Username is required");
    expect(messageFor("consequences", "  \n ")).toBe("Describe the consequences of the ban");
    expect(messageFor("banDate", undefined)).toBe("Ban date is required");
    expect(messageFor("banDate", "")).toBe("Ban date is required");
    expect(messageFor("platforms", undefined)).toBe("Select at least one platform");
  });

  it("checks the email address", () => {
    expect(messageFor("email", "jane@")).toBe("Invalid email address");
    expect(messageFor("email", "jane@example.com")).toBeUndefined();
  });

  it("needs at least 10 digits in the phone number, in a phone number's characters", () => {
    expect(messageFor("phone", "555-1234")).toBe("Phone number must have at least 10 digits");
    expect(messageFor("phone", "call me")).toBe("Phone number can only contain digits, spaces and + - ( ) .");
    expect(messageFor("phone", "+1 (555) 123-4567")).toBeUndefined();
    expect(messageFor("phone", "555.123.4567")).toBeUndefined();
  });

  it("takes a 2-letter US state or DC, in any case, and stores it upper-case", () => {
    expect(US_STATES).toHaveLength(51);
    expect(messageFor("state", "California")).toBe("Enter a 2-letter US state code, like CA or NY");
    expect(messageFor("state", "XX")).toBe("Enter a 2-letter US state code, like CA or NY");
    expect(parse({ state: "dc" }).state).toBe("DC");
    expect(parse({ state: " ny " }).state).toBe("NY");
  });

  it("takes a 5-digit ZIP or ZIP+4", () => {
    const message = "Enter a 5-digit ZIP code, or ZIP+4 like 94025-1234";
    for (const zip of ["1234", "123456", "94025-12", "9402a", "94025 1234"])
      expect(messageFor("zipCode", zip)).toBe(message);
    expect(parse({ zipCode: "94025-1234" }).zipCode).toBe("94025-1234");
  });

  it("refuses ':' and '|' in address fields, saying why", () => {
    for (const field of ["fullName", "address", "city"]) {
      expect(messageFor(field, "Suite: 4")).toMatch(/cannot contain ":" or "\|" because the certified-mail service/);
      expect(messageFor(field, "A | B")).toMatch(/certified-mail service cannot carry those characters/);
    }
    expect(messageFor("state", "C:")).toBeDefined();
    expect(messageFor("zipCode", "94025|")).toBeDefined();
    expect(messageFor("username", "name:with|marks")).toBeUndefined();
  });

  it("limits lengths", () => {
    expect(messageFor("fullName", "a".repeat(101))).toBe("Full name must be at most 100 characters");
    expect(messageFor("address", "a".repeat(101))).toBe("Street address must be at most 100 characters");
    expect(messageFor("city", "a".repeat(101))).toBe("City must be at most 100 characters");
    expect(messageFor("username", "a".repeat(101))).toBe("Username must be at most 100 characters");
    expect(messageFor("consequences", "a".repeat(5001))).toBe("Consequences must be at most 5000 characters");
    expect(messageFor("consequences", "a".repeat(5000))).toBeUndefined();
  });

  it("needs at least one known platform, once each, and keeps one order", () => {
    expect(messageFor("platforms", [])).toBe("Select at least one platform");
    expect(messageFor("platforms", ["MySpace"])).toBe("Choose from Instagram, Facebook, Threads and WhatsApp");
    expect(messageFor("platforms", ["Instagram", "Instagram"])).toBe("Select each platform only once");
    expect(
      parse({ platforms: ["WhatsApp", "Instagram"], platformUsernames: { WhatsApp: "+1 217 555 0100" } }).platforms,
    ).toEqual(["Instagram", "WhatsApp"]);
  });

  it("takes the ban date as a Date, a YYYY-MM-DD string or an ISO string", () => {
    expect(parse({ banDate: new Date("2026-10-01T00:00:00Z") }).banDate.toISOString()).toBe("2026-10-01T00:00:00.000Z");
    expect(parse({ banDate: "2026-10-01T07:00:00.000Z" }).banDate.toISOString()).toBe("2026-10-01T07:00:00.000Z");
    expect(parse({ banDate: "2026-10-01T00:00:00-07:00" }).banDate.toISOString()).toBe("2026-10-01T07:00:00.000Z");
    expect(messageFor("banDate", "yesterday")).toBe("Enter a valid ban date");
    expect(messageFor("banDate", "2026-02-30")).toBe("Enter a valid ban date");
    expect(messageFor("banDate", "2026-10-01T10:00")).toBe("Enter a valid ban date");
    expect(messageFor("banDate", new Date(Number.NaN))).toBe("Ban date is required");
    expect(messageFor("banDate", "1999-12-31")).toBe("Ban date must be in 2004 or later");
  });

  it("refuses a ban date in the future but allows today anywhere in the US", () => {
    expect(messageFor("banDate", "2026-11-22")).toBeUndefined();
    /* At 8 p.m. UTC it is already the 23rd nowhere in the US, but Guam or Tokyo may pick it. */
    expect(messageFor("banDate", "2026-11-23")).toBeUndefined();
    expect(messageFor("banDate", "2026-11-24")).toBe("Ban date cannot be in the future");
    expect(messageFor("banDate", "2027-01-01T00:00:00Z")).toBe("Ban date cannot be in the future");
    vi.setSystemTime(new Date("2026-11-23T04:30:00Z")); // 8:30 p.m. on the 22nd in California
    expect(messageFor("banDate", "2026-11-22")).toBeUndefined();
  });

  it("accepts only the listed recipients", () => {
    expect(messageFor("recipientBusinessId", "meta-elsewhere")).toBe("Choose a recipient from the list");
    expect(parse({ recipientBusinessId: "meta-privacy" }).recipientBusinessId).toBe("meta-privacy");
  });

  it("keeps the consequences' line breaks and drops control characters", () => {
    const data = parse({ consequences: "  First line of what I lost.\r\nSecond\u0000 line,\tand\u0085 more.  " });
    expect(data.consequences).toBe("First line of what I lost.\nSecond line, and more.");
  });

  it("ignores fields it does not know, such as letterContent", () => {
    expect(parse({ letterContent: "anything" })).not.toHaveProperty("letterContent");
  });

  it("splits the fields into the wizard's two steps, covering every field once", () => {
    const all = [...PERSONAL_INFO_FIELDS, ...BAN_DETAILS_FIELDS, ...SIGNATURE_FIELDS].sort();
    expect(all).toEqual(Object.keys(demandLetterInputSchema.shape).sort());
    expect(Object.keys(demandLetterInputSchema.shape).slice(0, PERSONAL_INFO_FIELDS.length)).toEqual([
      ...PERSONAL_INFO_FIELDS,
    ]);
  });
});
