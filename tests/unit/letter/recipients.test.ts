import { describe, expect, it } from "vitest";
import {
  DEFAULT_RECIPIENT_ID,
  findRecipient,
  RECIPIENT_IDS,
  RECIPIENTS,
} from "../../../src/domain/letter/recipients.ts";
import { recipientIdSchema } from "../../../src/domain/letter/schema.ts";

describe("recipients", () => {
  it("lists the four addresses of LETTER.md, default first", () => {
    expect(RECIPIENTS.map((recipient) => recipient.id)).toEqual([...RECIPIENT_IDS]);
    expect(DEFAULT_RECIPIENT_ID).toBe("meta-main");
    expect(findRecipient("meta-main")).toMatchObject({
      name: "Meta Platforms, Inc.",
      attention: "Legal Department",
      address1: "1 Meta Way",
      city: "Menlo Park",
      state: "CA",
      zip: "94025",
      country: "US",
      fullAddress: "1 Meta Way, Menlo Park, CA 94025",
    });
    expect(findRecipient("meta-instagram-disputes")?.address1).toBe("1601 Willow Rd.");
    expect(findRecipient("meta-whatsapp-disputes")?.attention).toBe("WhatsApp Arbitration Filing");
    expect(findRecipient("meta-privacy")?.attention).toBe("Privacy Operations");
  });

  it("gives every entry a display name, a source and the date it was checked", () => {
    for (const recipient of RECIPIENTS) {
      expect(recipient.displayName).toContain(recipient.party);
      if (recipient.country === "US" && recipient.id !== "whatsapp-llc")
        expect(recipient.displayName).toContain("Meta Platforms, Inc.");
      expect(recipient.source.length).toBeGreaterThan(0);
      expect(recipient.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      /* Every address travels to the certified-mail service, which cannot carry ":" or "|". */
      expect(`${recipient.name}${recipient.attention}${recipient.address1}${recipient.city}`).not.toMatch(/[:|]/);
    }
  });

  it("knows only its own ids", () => {
    expect(findRecipient("meta-elsewhere")).toBeUndefined();
    expect(recipientIdSchema.safeParse("meta-privacy").success).toBe(true);
    expect(recipientIdSchema.safeParse("meta-elsewhere").error?.issues[0]?.message).toBe(
      "Choose a recipient from the list",
    );
  });
});
