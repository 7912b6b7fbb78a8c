import { describe, expect, it } from "vitest";
import {
  allowedEdits,
  editDistance,
  identityChanges,
  letterIdentity,
  sameHandle,
  sameLogin,
  sameName,
} from "../../../src/domain/letter/paid-corrections.ts";

describe("editDistance", () => {
  it.each([
    ["", "", 0],
    ["abc", "abc", 0],
    ["abc", "abd", 1],
    ["abc", "ab", 1],
    ["abc", "acb", 1],
    ["abcd", "badc", 2],
    ["łukasz", "lukasz", 1],
    ["日本語", "日本", 1],
    ["kitten", "sitting", 3],
  ])("%j to %j is %i", (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});

describe("the bounds", () => {
  it("gives values of up to 5 characters one edit, longer ones two", () => {
    expect([allowedEdits("abcde"), allowedEdits("abcdef"), allowedEdits("日本")]).toEqual([1, 2, 1]);
  });

  it("compares names without case, accents, spacing or word order", () => {
    expect(sameName("Zoë Łukasz", "ZOE  łukasz")).toBe(true);
    expect(sameName("Zoë Łukasz", "Łukasz Zoë")).toBe(true);
    expect(sameName("Zoë Łukasz", "Zoe Lucasz")).toBe(true);
    expect(sameName("Zoë Łukasz", "Zoey Lucasz")).toBe(false);
    expect(sameName("Anna Kim", "Anna Kin")).toBe(true);
    expect(sameName("Anna Kim", "Hanna Kin")).toBe(true);
    expect(sameName("Anna Kim", "Hanna Lin")).toBe(false);
  });

  it("compares handles per platform: WhatsApp by digits, the rest without case or a leading @", () => {
    expect(sameHandle("Instagram", "zoe.makes", "@ZOE.makes")).toBe(true);
    expect(sameHandle("Instagram", "zoe1", "zoe2")).toBe(true);
    expect(sameHandle("Instagram", "zoe1", "zo12")).toBe(false);
    expect(sameHandle("WhatsApp", "+1 415 555 0199", "(415) 555-0199")).toBe(true);
    expect(sameHandle("WhatsApp", "+1 415 555 0199", "+1 415 555 7123")).toBe(false);
  });

  it("lets a sign-in be added or cleared, and respelled only", () => {
    expect(sameLogin(null, "new@example.com")).toBe(true);
    expect(sameLogin("zoe@example.com", null)).toBe(true);
    expect(sameLogin("zoe@example.com", "Zoe@Example.com")).toBe(true);
    expect(sameLogin("zoe@example.com", "bob@example.com")).toBe(false);
    expect(sameLogin("zoe@gmail.con", "zoe@gmail.com")).toBe(true);
    expect(sameLogin("+1 415 555 0199", "+1 415 555 7123")).toBe(false);
    expect(sameLogin("+1 415 555 0199", "1-415-555-0199")).toBe(true);
  });
});

describe("identityChanges", () => {
  const paid = letterIdentity({
    fullName: "Zoë Łukasz",
    platforms: ["Instagram", "Facebook"],
    username: "zoe.makes.things",
    platformUsernames: { Facebook: "zoe.bakes.bread" },
    accountLogin: null,
  });

  it("keeps each platform's printed handle, the shared username included", () => {
    expect(paid.handles).toEqual({ Instagram: "zoe.makes.things", Facebook: "zoe.bakes.bread" });
  });

  it("names each field changed beyond a spelling fix", () => {
    const next = letterIdentity({
      fullName: "Zoë Łukasz",
      platforms: ["Instagram", "Facebook"],
      username: "zoe.bakes.bread",
      platformUsernames: { Facebook: "zoe.makes.things" },
      accountLogin: "someone@example.com",
    });
    expect(identityChanges(paid, next).map((change) => change.field)).toEqual([
      "platformUsernames.Instagram",
      "platformUsernames.Facebook",
    ]);
  });
});
