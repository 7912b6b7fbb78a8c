import { describe, expect, it } from "vitest";
import { NOTICE_CONTENTS, PLATFORM_TERMS } from "../../../src/domain/letter/platform-terms.ts";
import { PRIVACY_LAWS, privacyLawFor } from "../../../src/domain/letter/privacy-laws.ts";
import { isUsStateCode } from "../../../src/domain/letter/us-states.ts";
import { findRecipient } from "../../../src/domain/recipients.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TODAY = "2026-11-23";

describe("privacy laws", () => {
  it("gives every entry a source, where it was read, and a YYYY-MM-DD check date", () => {
    expect(PRIVACY_LAWS.length).toBeGreaterThan(0);
    for (const law of PRIVACY_LAWS) {
      expect(law.source, law.state).toMatch(/^https?:\/\//);
      expect(law.checkedVia, law.state).toMatch(/^https?:\/\//);
      expect(law.checkedOn, law.state).toMatch(DATE);
      expect(law.effectiveDate, law.state).toMatch(DATE);
      expect(law.printName, law.state).toMatch(/^the /);
      expect(law.responseDays, law.state).toBeGreaterThan(0);
    }
  });

  it("uses valid US state codes, once each", () => {
    const codes = PRIVACY_LAWS.map((law) => law.state);
    for (const code of codes) expect(isUsStateCode(code), code).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("lists only laws already in effect on the day they were checked", () => {
    for (const law of PRIVACY_LAWS) expect(law.effectiveDate <= TODAY, law.state).toBe(true);
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
