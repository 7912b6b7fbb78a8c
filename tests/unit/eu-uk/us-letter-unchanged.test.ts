import { describe, expect, it } from "vitest";
import { dataAccessRequestBlocks } from "../../../src/domain/escalation/data-request-letter.ts";
import { renderLetterText } from "../../../src/domain/letter/render-text.ts";
import { buildLetter } from "../../../src/domain/letter/template.ts";
import { LETTER_DATE, letterData } from "../letter/letter-data.ts";

/*
 * US letters read byte for byte as they did before EU and UK senders were served: the snapshot
 * file was written from the letter template as it stood before the EU and UK bodies existed.
 */
const US_LETTERS = {
  "Instagram notice, mailed, with money and appeals": letterData({
    platforms: ["Instagram", "Threads"],
    recipientBusinessId: "meta-instagram-disputes",
    state: "CA",
    zipCode: "94105",
    accountLogin: "jane@example.com",
    banReason: "Account integrity",
    appeals: [{ date: "2026-11-03", method: "In-app appeal", reference: "A-1" }],
    amountClaimed: "1200.00",
    amountBasis: "Two weeks of lost orders.",
    amountPaidToMeta: "179.88",
    amountPaidBasis: "Meta Verified.",
    enclosures: ["Screenshot of the notice"],
    signature: { kind: "typed", name: "Jane Doe" },
  }),
  "Facebook only, Illinois": letterData({ platforms: ["Facebook"] }),
  "WhatsApp notice, Texas": letterData({
    platforms: ["WhatsApp"],
    recipientBusinessId: "meta-whatsapp-disputes",
    state: "TX",
    zipCode: "73301",
    username: "+1 512 555 0100",
  }),
};

describe("a US letter is unchanged", () => {
  for (const [name, data] of Object.entries(US_LETTERS)) {
    it(`${name}: the letter`, async () => {
      const mailed = name.includes("mailed") ? { mailing: { trackingNumber: "9400100000000000000000" } } : {};
      const text = renderLetterText(buildLetter(data, { date: LETTER_DATE, ...mailed }));
      await expect(text).toMatchFileSnapshot(`./__snapshots__/us-letter-${name.replace(/\W+/g, "-")}.txt`);
    });
    it(`${name}: the data request`, async () => {
      const text = renderLetterText(dataAccessRequestBlocks(data, { date: LETTER_DATE }));
      await expect(text).toMatchFileSnapshot(`./__snapshots__/us-data-request-${name.replace(/\W+/g, "-")}.txt`);
    });
  }
});
