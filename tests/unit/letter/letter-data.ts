import type { LetterData } from "../../../src/domain/letter/template.ts";

/** A valid letter's data; override what a test cares about. */
export function letterData(overrides: Partial<LetterData> = {}): LetterData {
  return {
    fullName: "Jane Doe",
    email: "jane@example.com",
    phone: "(555) 123-4567",
    address: "123 Main St",
    city: "Springfield",
    state: "IL",
    zipCode: "62701",
    platforms: ["Instagram"],
    username: "jane.doe",
    banDate: new Date("2026-11-01T00:00:00.000Z"),
    consequences: "I lost ten years of family photos.\nMy shop took orders through Instagram.",
    recipientBusinessId: "meta-main",
    ...overrides,
  };
}

/** The API payload for the same letter (banDate as the ISO string a client sends). */
export function letterPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { banDate, ...rest } = letterData();
  return { ...rest, platforms: [...rest.platforms], banDate: banDate.toISOString(), ...overrides };
}

/** 2026-11-22, 3 p.m. in New York. */
export const LETTER_DATE = new Date("2026-11-22T20:00:00.000Z");
