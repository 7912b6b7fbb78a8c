import { describe, expect, it } from "vitest";
import { renderLetterText } from "../../../src/domain/letter/render-text.ts";
import { demandLetterInputSchema } from "../../../src/domain/letter/schema.ts";
import {
  buildLetter,
  buildLetterPreview,
  PREVIEW_PLACEHOLDERS,
  type LetterPreviewInput,
} from "../../../src/domain/letter/template.ts";
import { LETTER_DATE, letterPayload } from "./letter-data.ts";

describe("buildLetterPreview", () => {
  it("shows a bracketed placeholder for every empty field", () => {
    const text = renderLetterText(buildLetterPreview({}, LETTER_DATE, "UTC"));
    for (const placeholder of Object.values(PREVIEW_PLACEHOLDERS)) expect(text).toContain(placeholder);
    expect(text).toContain("[City], [State] [ZIP]");
    expect(text).toContain("November 22, 2026");
    expect(text).toContain("Attn: Legal Department");
  });

  it("fills what the user has typed and keeps placeholders for the rest", () => {
    const text = renderLetterText(
      buildLetterPreview(
        { fullName: "Zoë Łukasz", platforms: ["WhatsApp", "Instagram"], banDate: "2026-11-01" },
        LETTER_DATE,
      ),
    );
    expect(text).toContain("Zoë Łukasz\n[Street Address]");
    expect(text).toContain("Instagram account “[Username]” and WhatsApp account [Username]");
    expect(text).toContain("Meta disabled my Instagram and WhatsApp accounts on November 1, 2026.");
    expect(text).toContain(PREVIEW_PLACEHOLDERS.consequences);
    expect(text).not.toContain(PREVIEW_PLACEHOLDERS.fullName);
  });

  it("shows the picked ban date whatever the time zone (a date picked as Nov 1 never shows Oct 31)", () => {
    const text = renderLetterText(buildLetterPreview({ banDate: "2026-11-01" }, LETTER_DATE, "America/Los_Angeles"));
    expect(text).toContain("on November 1, 2026.");
  });

  it("uses the placeholder for a ban date that is not a date yet, and the default recipient for an unknown one", () => {
    const blocks = buildLetterPreview({ banDate: "2026-1", recipientBusinessId: "nope" }, LETTER_DATE);
    expect(renderLetterText(blocks)).toContain("on [Ban Date].");
    expect(blocks[2]).toMatchObject({
      kind: "recipient",
      lines: ["Meta Platforms, Inc.", "Attn: Legal Department", "1 Meta Way", "Menlo Park, CA 94025"],
    });
  });

  it("follows the chosen recipient", () => {
    const blocks = buildLetterPreview({ recipientBusinessId: "meta-instagram-disputes" }, LETTER_DATE);
    expect(blocks[2]).toMatchObject({ kind: "recipient", lines: expect.arrayContaining(["1601 Willow Rd."]) });
  });

  it("ends with the note that the full letter comes with the service", () => {
    const last = buildLetterPreview({}, LETTER_DATE).at(-1);
    expect(last?.kind).toBe("note");
    expect(last && "text" in last ? last.text : "").toMatch(
      /full letter.*comes when you select your service: checkout shows every page of it before you pay/,
    );
  });

  it("once filled in, starts exactly like the full letter", () => {
    const data = demandLetterInputSchema.parse(letterPayload());
    const preview = buildLetterPreview(letterPayload() as LetterPreviewInput, LETTER_DATE, "America/New_York");
    const full = buildLetter(data, { date: LETTER_DATE });
    const opening = preview.slice(0, -1);
    expect(full.slice(0, opening.length)).toEqual(opening);
  });
});

describe("renderLetterText", () => {
  it("separates blocks with a blank line and lays out lists, quotes and the signature", () => {
    const text = renderLetterText([
      { kind: "sender", lines: ["A", "B"] },
      { kind: "heading", text: "H" },
      { kind: "list", style: "numbered", items: ["one", "two"] },
      { kind: "list", style: "bulleted", items: ["x"] },
      { kind: "quote", paragraphs: ["first", "second"] },
      { kind: "signature", closing: "Sincerely,", name: "Jane Doe" },
    ]);
    expect(text).toBe("A\nB\n\nH\n\n1. one\n2. two\n\n- x\n\n    first\n    second\n\nSincerely,\n\nJane Doe\n");
  });
});
