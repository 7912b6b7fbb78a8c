import { describe, expect, it } from "vitest";
import { isChecked, LAW_FACTS } from "../../../src/domain/escalation/eu-uk-law-facts.ts";
import { EU_UK_PARTIES, isSettledParty, partyFor } from "../../../src/domain/letter/eu-uk-parties.ts";
import {
  type GuideInput,
  type GuideSection,
  outOfCourtGuide,
  outOfCourtGuideBlocks,
  outOfCourtRoute,
} from "../../../src/domain/escalation/out-of-court-guide.ts";
import { PLATFORMS } from "../../../src/domain/letter/platforms.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const COMMIT = /^[0-9a-f]{40}$/;

function text(sections: GuideSection[]): string {
  return sections
    .flatMap((section) => [
      section.heading,
      ...section.items.flatMap((item) =>
        item.kind === "paragraph"
          ? [item.text]
          : item.kind === "steps"
            ? item.items
            : item.links.flatMap((link) => [link.label, link.url]),
      ),
    ])
    .join("\n");
}

/* Wording that belongs to the US route only (LETTER.md "Languages and countries"), and promises we never make. */
const US_WORDING =
  /attorney general|USPS|certified mail|\bAAA\b|American Arbitration|small claims court|notice of dispute|\bZIP\b/i;
const PROMISES = /guarantee|ironclad|will be restored|will restore|success rate|lawyer|attorney/i;

describe("EU and UK contract parties", () => {
  it("names Meta Platforms Ireland Limited for EU Facebook, Instagram and Threads", () => {
    for (const platform of ["Facebook", "Instagram", "Threads"] as const) {
      const party = partyFor("eu", platform);
      expect(isSettledParty(party) && party.legalName, platform).toBe("Meta Platforms Ireland Limited");
      if (!isSettledParty(party)) continue;
      expect(party.address).toEqual([
        "Meta Platforms Ireland Limited",
        "Merrion Road",
        "Dublin 4",
        "D04 X2K5",
        "Ireland",
      ]);
      expect(party.controllerNamed).toBe(true);
      expect(party.terms.says, platform).toContain("Meta Platforms Ireland Limited");
    }
  });

  it("names WhatsApp Ireland Limited at the same street address for EU WhatsApp", () => {
    const party = partyFor("eu", "WhatsApp");
    if (!isSettledParty(party)) throw new Error("EU WhatsApp must be settled");
    expect(party.legalName).toBe("WhatsApp Ireland Limited");
    expect(party.address.slice(1)).toEqual(["Merrion Road", "Dublin 4", "D04 X2K5", "Ireland"]);
    expect(party.dpoForm).toMatch(/^https:\/\/www\.whatsapp\.com\/contact\/forms\//);
  });

  it("names the parties the UK terms name, and says so where no UK document settles one", () => {
    for (const platform of ["Facebook", "Instagram"] as const) {
      const party = partyFor("uk", platform);
      expect(isSettledParty(party) && party.legalName, platform).toBe("Meta Platforms, Inc.");
    }
    const whatsapp = partyFor("uk", "WhatsApp");
    expect(isSettledParty(whatsapp) && whatsapp.legalName).toBe("WhatsApp LLC");
    const threads = partyFor("uk", "Threads");
    expect(threads.legalName).toBeNull();
    expect(isSettledParty(threads) ? "" : threads.reason).toMatch(/could not be checked/);
  });

  it("rests every party on a stored version: repository, path, commit, day recorded, day checked", () => {
    for (const party of EU_UK_PARTIES) {
      for (const document of [party.terms, party.privacy]) {
        expect(document.repository, party.legalName).toMatch(/^OpenTermsArchive\/(pga|vlopses-gb)-versions$/);
        expect(document.repository.includes("gb"), `${party.region} ${document.path}`).toBe(party.region === "uk");
        expect(document.commit, document.path).toMatch(COMMIT);
        expect(document.recorded, document.path).toMatch(DAY);
        expect(document.says.length, document.path).toBeGreaterThan(40);
      }
      expect(party.checkedOn).toBe("2026-11-28");
      expect(party.privacyForm).toMatch(/^https:\/\//);
      expect(party.privacyPost[0]).toBe(party.legalName);
    }
    const covered = EU_UK_PARTIES.flatMap((party) => party.platforms.map((platform) => `${party.region} ${platform}`));
    expect(new Set(covered).size).toBe(covered.length);
  });
});

describe("EU and UK law facts", () => {
  it("gives every fact its text, an https source, how far it was checked and the day", () => {
    for (const [id, entry] of Object.entries(LAW_FACTS)) {
      expect(entry.text.length, id).toBeGreaterThan(40);
      expect(entry.source, id).toMatch(/^https?:\/\//);
      if (entry.readAt) expect(entry.readAt, id).toMatch(/^https?:\/\//);
      expect(["official page", "copy of the text", "could not be checked"], id).toContain(entry.checked);
      expect(entry.checkedOn, id).toBe("2026-11-28");
      if (!isChecked(entry)) expect(entry.note, `${id} says why it could not be checked`).toBeTruthy();
    }
  });

  it("marks what only news reports said, rather than stating it", () => {
    expect(isChecked(LAW_FACTS.aceFee)).toBe(false);
    expect(isChecked(LAW_FACTS.aceAccountSuspensions)).toBe(false);
    expect(LAW_FACTS.dsaArt20.text).toMatch(/at least six months/);
    expect(LAW_FACTS.gdprArt12Timing.text).toMatch(/one month.*two further months.*within the first month/);
    expect(LAW_FACTS.dunBradstreet.text).toMatch(/C-203\/22/);
    expect(LAW_FACTS.irelandDsc.text).toMatch(/Coimisiún na Meán is Ireland's Digital Services Coordinator/);
  });
});

describe("the out-of-court guide", () => {
  const base = { banDate: "2026-09-10", decisionDate: null, dataRequestReceivedOn: null } as const;
  const germanyInstagram: GuideInput = { ...base, region: "eu", platforms: ["Instagram"] };
  const irelandWhatsApp: GuideInput = { ...base, region: "eu", platforms: ["WhatsApp"] };
  const ukFacebook: GuideInput = { ...base, region: "uk", platforms: ["Facebook"] };

  it("picks the route from region and platforms", () => {
    expect(outOfCourtRoute("us", ["Instagram"])).toBeNull();
    expect(outOfCourtRoute("eu", ["Instagram"])).toBe("eu-meta");
    expect(outOfCourtRoute("eu", ["Threads", "WhatsApp"])).toBe("eu-meta");
    expect(outOfCourtRoute("eu", ["WhatsApp"])).toBe("eu-whatsapp");
    expect(outOfCourtRoute("uk", PLATFORMS)).toBe("uk");
  });

  it("walks an EU Instagram sender through Appeals Centre Europe, the coordinator and the DPC, with the last day", () => {
    const guide = outOfCourtGuide(germanyInstagram);
    const all = text(guide);
    expect(guide.map((section) => section.heading)).toEqual([
      "Before you start",
      "Your rights under the Digital Services Act",
      "Your last day",
      "Appeals Centre Europe, step by step",
      "A complaint to the Digital Services Coordinator",
      "Your data and the reasons: GDPR",
      "A complaint to a data protection authority",
    ]);
    expect(all).toContain(
      "Counted from the day your account was disabled (September 10, 2026), the six months end on March 9, 2027. You did not give the day Meta told you of its decision",
    );
    expect(all).toContain(
      "The fee. Reports say (we could not check this on an official page): Submitting a dispute to Appeals Centre Europe is free for users today",
    );
    expect(all).toMatch(
      /Reports say \(we could not check this on an official page\): Appeals Centre Europe has taken disputes/,
    );
    expect(all).toContain("https://appealscentre.eu/");
    expect(all).toContain("Article 53");
    expect(all).toContain("Instagram: Meta Platforms Ireland Limited, Merrion Road, Dublin 4, D04 X2K5, Ireland.");
    expect(all).toMatch(/Record on your case page the day Meta received your data request/);
    expect(all).not.toMatch(US_WORDING);
    expect(all).not.toMatch(PROMISES);
  });

  it("counts from the decision day and the request's receipt when the user gave them", () => {
    const all = text(
      outOfCourtGuide({ ...germanyInstagram, decisionDate: "2026-09-12", dataRequestReceivedOn: "2027-01-31" }),
    );
    expect(all).toContain(
      "Counted from the day Meta told you of its decision (September 12, 2026), the six months end on March 11, 2027.",
    );
    expect(all).toContain("the answer is due by February 28, 2027");
    expect(all).toContain("the latest is April 30, 2027");
  });

  it("keeps EU WhatsApp to the GDPR and the terms: no Digital Services Act, no Appeals Centre", () => {
    const all = text(outOfCourtGuide(irelandWhatsApp));
    expect(all).toContain("WhatsApp Ireland Limited");
    expect(all).toContain("Data Protection Commission");
    expect(all).not.toMatch(/Digital Services|Appeals Centre|Article 53|six months/);
    expect(all).not.toMatch(US_WORDING);
    expect(all).not.toMatch(PROMISES);
  });

  it("gives a UK Facebook sender the UK GDPR, the ICO and the county court in outline", () => {
    const all = text(outOfCourtGuide({ ...ukFacebook, dataRequestReceivedOn: "2026-12-01" }));
    expect(all).toContain("The UK terms are an agreement with Meta Platforms, Inc.");
    expect(all).toContain("UK GDPR");
    expect(all).toContain("https://ico.org.uk/make-a-complaint/data-protection-complaints/");
    expect(all).toContain("Money Claim Online");
    expect(all).toContain("an answer within one month means by January 1, 2027");
    expect(text(outOfCourtGuide({ ...ukFacebook, platforms: ["WhatsApp"] }))).toContain(
      "WhatsApp: WhatsApp LLC, 1 Meta Way, Menlo Park, CA 94025, United States. Privacy requests: https://www.whatsapp.com/contact/forms/915483389072145 (from WhatsApp's general privacy policy; the UK policy's own contact could not be checked)",
    );
    expect(all).toMatch(/no body like Appeals Centre Europe/);
    expect(all).not.toMatch(/Digital Services Act|Coimisiún|Data Protection Commission/);
    expect(all).not.toMatch(US_WORDING);
    expect(all).not.toMatch(PROMISES);
  });

  it("says it is not legal advice first, and becomes letter blocks with links spelled out", () => {
    for (const input of [germanyInstagram, irelandWhatsApp, ukFacebook]) {
      const [first] = outOfCourtGuide(input);
      const opening = first.items[0];
      expect(opening.kind === "paragraph" && opening.text).toMatch(
        /^We are not a law firm and this is not legal advice/,
      );
      const blocks = outOfCourtGuideBlocks(input);
      expect(blocks[0]).toEqual({ kind: "heading", text: "Before you start" });
      expect(blocks.filter((block) => block.kind === "heading").length).toBe(outOfCourtGuide(input).length);
    }
    const links = outOfCourtGuideBlocks(ukFacebook).filter(
      (block) => block.kind === "list" && block.style === "bulleted",
    );
    expect(links.flatMap((block) => (block.kind === "list" ? block.items : []))).toContain(
      "ICO: make a complaint: https://ico.org.uk/make-a-complaint/data-protection-complaints/",
    );
  });
});
