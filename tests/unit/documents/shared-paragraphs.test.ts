import { describe, expect, it } from "vitest";
import type { Paragraph } from "../../../src/server/features/documents/line-layout.ts";
import { createTextLayout } from "../../../src/server/features/documents/pdf-text.ts";
import {
  MAX_CHARACTERS,
  sharedParagraph,
  sharedParagraphCharacters,
} from "../../../src/server/features/documents/shared-paragraphs.ts";

const made = (text: string): Paragraph => ({ prepared: { text } as Paragraph["prepared"], lines: [] });

describe("paragraphs kept per process", () => {
  it("breaks a paragraph once for every document, and apart for another size, width or direction", () => {
    const style = { weight: "regular" as const, size: 11, color: "#111111" };
    const text = "The template's own words, the same in every letter of a language.";
    const first = createTextLayout().layout(text, style, 300, "ltr");
    expect(createTextLayout().layout(text, { ...style, color: "#000000" }, 300, "ltr")).toBe(first);
    const narrower = createTextLayout().layout(text, style, 120, "ltr");
    expect(narrower).not.toBe(first);
    expect(narrower.lines.length).toBeGreaterThan(first.lines.length);
    expect(createTextLayout().layout(text, { ...style, size: 12 }, 300, "ltr")).not.toBe(first);
    expect(createTextLayout().layout(text, { ...style, weight: "bold" }, 300, "ltr")).not.toBe(first);
    expect(createTextLayout().layout(text, style, 300, "auto")).not.toBe(first);
  });

  it(`keeps at most ${MAX_CHARACTERS.toLocaleString("en-US")} characters, letting the least recently used go first`, () => {
    const piece = "x".repeat(MAX_CHARACTERS / 4);
    const kept = (index: number) => sharedParagraph(`${index}${piece}`, "test", () => made(`${index}${piece}`));
    const first = kept(0);
    kept(1);
    kept(2);
    expect(kept(0)).toBe(first); // used again: now the most recent
    kept(3);
    kept(4);
    expect(sharedParagraphCharacters()).toBeLessThanOrEqual(MAX_CHARACTERS);
    expect(kept(0)).toBe(first);
    const second = sharedParagraph(`1${piece}`, "test", () => made("made again"));
    expect(second.prepared.text).toBe("made again");
  });

  it("does not keep a paragraph longer than the whole allowance", () => {
    const long = "y".repeat(MAX_CHARACTERS + 1);
    const before = sharedParagraphCharacters();
    const once = sharedParagraph(long, "test", () => made(long));
    expect(sharedParagraph(long, "test", () => made(long))).not.toBe(once);
    expect(sharedParagraphCharacters()).toBe(before);
  });
});
