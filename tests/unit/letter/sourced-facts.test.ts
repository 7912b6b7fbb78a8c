import { describe, expect, it } from "vitest";
import { NOTICE_CONTENTS, PLATFORM_TERMS } from "../../../src/domain/letter/platform-terms.ts";
import { dataRequest } from "../../../src/domain/letter/data-request.ts";
import { PRIVACY_LAWS, accessRightWords, privacyLawFor } from "../../../src/domain/letter/privacy-laws.ts";
import { isUsStateCode } from "../../../src/domain/letter/us-states.ts";
import { findRecipient } from "../../../src/domain/letter/recipients.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TODAY = "2026-11-26";

describe("privacy laws", () => {
  it("gives every entry a source, where it was read, and a YYYY-MM-DD check date", () => {
    expect(PRIVACY_LAWS.length).toBeGreaterThan(0);
    for (const law of PRIVACY_LAWS) {
      expect(law.source, law.state).toMatch(/^https?:\/\//);
      expect(law.checkedVia, law.state).toMatch(/^https?:\/\//);
      expect(law.checkedOn, law.state).toMatch(DATE);
      expect(law.effectiveDate, law.state).toMatch(DATE);
      expect(law.printName, law.state).toMatch(/^the /);
      if (law.responseDays === null) {
        expect(law.verification, `${law.state}: only an unsourced period may be missing`).toBe("secondary");
        expect(law.note, law.state).toBeTruthy();
      } else {
        expect(law.responseDays, law.state).toBeGreaterThan(0);
      }
      expect(accessRightWords(law.accessRight), law.state).toMatch(/^to /);
    }
  });

  it("uses valid US state codes, once each", () => {
    const codes = PRIVACY_LAWS.map((law) => law.state);
    for (const code of codes) expect(isUsStateCode(code), code).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("switches each law on at its effective date and not a day before", () => {
    for (const law of PRIVACY_LAWS) {
      const dayBefore = new Date(Date.parse(`${law.effectiveDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      expect(privacyLawFor(law.state, dayBefore), `${law.state} on ${dayBefore}`).toBeUndefined();
      expect(privacyLawFor(law.state, law.effectiveDate), law.state).toBe(law);
      expect(privacyLawFor(law.state, "2099-01-01"), law.state).toBe(law);
    }
  });

  it("holds the 2027 laws back until they start", () => {
    expect(privacyLawFor("OK", TODAY)).toBeUndefined();
    expect(privacyLawFor("LA", TODAY)).toBeUndefined();
    expect(privacyLawFor("AL", TODAY)).toBeUndefined();
    expect(privacyLawFor("OK", "2027-01-01")?.shortName).toBe("SB 546");
    expect(privacyLawFor("LA", "2027-01-01")?.shortName).toBe("LDPA");
    expect(privacyLawFor("AL", "2027-04-30")).toBeUndefined();
    expect(privacyLawFor("AL", "2027-05-01")?.shortName).toBe("APDPA");
    for (const code of ["OK", "LA", "AL"]) {
      expect(privacyLawFor(code, "2027-06-01")?.verification, code).toBe("secondary");
    }
  });

  it("defaults to today's date in UTC", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const law of PRIVACY_LAWS) expect(privacyLawFor(law.state), law.state).toBe(privacyLawFor(law.state, today));
  });

  it("has Florida's Digital Bill of Rights from 2024-07-01: 45 days, 15 more once", () => {
    expect(privacyLawFor("FL", "2024-06-30")).toBeUndefined();
    expect(privacyLawFor("fl", TODAY)).toMatchObject({
      shortName: "FDBR",
      responseDays: 45,
      extensionDays: 15,
      responseCitation: "Fla. Stat. § 501.706(2)",
      effectiveDate: "2024-07-01",
      verified: true,
    });
    expect(privacyLawFor("FL", TODAY)?.note).toMatch(/\$1 billion/);
  });

  it("states each law's own right: California's right to know, Texas's right to confirm, access and obtain a copy", () => {
    expect(privacyLawFor("CA", TODAY)?.accessRight).toBe("know");
    const texas = privacyLawFor("TX", TODAY);
    expect(texas?.accessRight).toBe("confirm, access and obtain a copy");
    expect(texas?.accessRightCitation).toBe("Tex. Bus. & Com. Code § 541.051(b)(1), (4)");
    const texasLetter = dataRequest("TX", "this account");
    expect(texasLetter).toContain(
      "Under the Texas Data Privacy and Security Act, I have the right to confirm whether you are processing my personal data, to access that data, and to obtain a copy of the personal data I provided to you.",
    );
    expect(texasLetter).not.toContain("right to know");
    expect(texasLetter).toContain("That law gives you 45 days to respond to this request.");
    expect(dataRequest("CA", "this account")).toContain("I have the right to know the personal information");
    for (const law of PRIVACY_LAWS) {
      if (law.state !== "CA") expect(law.accessRight, law.state).not.toBe("know");
    }
  });

  it("marks as unverified every figure seen only in summaries", () => {
    for (const law of PRIVACY_LAWS) {
      expect(law.verified, law.state).toBe(law.verification !== "secondary");
      if (!law.verified) expect(law.note, law.state).toBeTruthy();
    }
  });

  it("gives California 45 days under the CCPA/CPRA and Iowa 90", () => {
    expect(privacyLawFor("CA")).toMatchObject({ shortName: "CCPA/CPRA", responseDays: 45 });
    expect(privacyLawFor("ca")?.responseDays).toBe(45);
    expect(privacyLawFor("IA")?.responseDays).toBe(90);
  });

  it("has nothing for states without such a law", () => {
    expect(privacyLawFor("NY")).toBeUndefined();
    expect(privacyLawFor("")).toBeUndefined();
  });
});

describe("platform terms", () => {
  it("gives every platform a source, an archived path, a version date and a check date", () => {
    for (const [platform, terms] of Object.entries(PLATFORM_TERMS)) {
      expect(terms.source, platform).toBeTruthy();
      expect(terms.sourcePath, platform).toMatch(/\.md$/);
      expect(terms.sourceCommit, platform).toMatch(/^[0-9a-f]{40}$/);
      expect(terms.sourceVersionDate, platform).toMatch(DATE);
      expect(terms.checkedOn, platform).toMatch(DATE);
      for (const variant of terms.variants ?? []) expect(variant.sourceVersionDate, platform).toMatch(DATE);
    }
  });

  it("has the windows the archived terms give: Instagram and Threads 30 days, WhatsApp 60, Facebook none", () => {
    expect(PLATFORM_TERMS.Instagram.resolutionWindowDays).toBe(30);
    expect(PLATFORM_TERMS.Threads.resolutionWindowDays).toBe(30);
    expect(PLATFORM_TERMS.WhatsApp.resolutionWindowDays).toBe(60);
    expect(PLATFORM_TERMS.Facebook.resolutionWindowDays).toBeNull();
    expect(PLATFORM_TERMS.Facebook.noticeOfDispute).toBeNull();
    expect(PLATFORM_TERMS.WhatsApp.claimDeadline).toMatch(/one year/);
  });

  it("points each notice of dispute at an existing recipient with the same attention line", () => {
    for (const terms of Object.values(PLATFORM_TERMS)) {
      const notice = terms.noticeOfDispute;
      if (!notice) continue;
      expect(notice.recipientId).toBe(terms.noticeRecipientId);
      expect(notice.resolutionWindowDays).toBe(terms.resolutionWindowDays);
      expect(notice.contents).toEqual(NOTICE_CONTENTS);
      const recipient = findRecipient(notice.recipientId);
      expect(recipient).toBeDefined();
      expect(notice.addressAsPrinted).toContain(recipient!.attention);
      expect(notice.addressAsPrinted).toContain(recipient!.address1);
    }
  });

  it("records both Instagram variants and keeps the small-claims exception where arbitration exists", () => {
    expect(PLATFORM_TERMS.Instagram.variants?.map((variant) => variant.arbitration)).toEqual([true, false]);
    expect(PLATFORM_TERMS.Instagram.smallClaimsException).toBe(true);
    expect(PLATFORM_TERMS.WhatsApp.smallClaimsException).toBe(true);
    expect(PLATFORM_TERMS.Threads.governedBy).toBe("Instagram");
  });
});
