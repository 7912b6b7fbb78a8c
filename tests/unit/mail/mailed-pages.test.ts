import { describe, expect, it } from "vitest";
import { checkMailedPages, MAX_MAILED_PAGES } from "../../../src/server/features/dispatch/hold-request.ts";
import { MailProviderError } from "../../../src/server/providers/mail/mail-provider.ts";

describe("the mailed PDF's pages", () => {
  it("passes a letter that fits with the cover sheet in 6 pages, and refuses one more, saying why", () => {
    expect(MAX_MAILED_PAGES).toBe(6);
    expect(checkMailedPages(1)).toBe(1);
    expect(checkMailedPages(5)).toBe(5);
    let refusal: unknown;
    try {
      checkMailedPages(6);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(MailProviderError);
    expect(refusal).toMatchObject({
      kind: "rejected",
      message: expect.stringMatching(/^The letter has 6 pages; with the mail service's cover sheet/),
    });
  });
});
