import { formatDay } from "../time/clock.ts";
import type { LetterBlock } from "../letter/blocks.ts";
import { joinNaturally } from "../letter/format.ts";
import { PLATFORM_TERMS } from "../letter/platform-terms.ts";
import { FACTS_CHECKED_2026_11_28 } from "./sourced-facts.ts";

/**
 * The versions of Meta's US terms that Open Terms Archive's crawl holds side by side, how a user
 * tells which one they accepted, and what each means for small claims and arbitration (decision
 * 0043). Read in github.com/OpenTermsArchive/vlopses-us-versions on `checkedOn`; the commits and
 * the share of versions seen come from `PLATFORM_TERMS` (`src/domain/letter/platform-terms.ts`).
 * The quoted words are the archive's, kept short; each was found in every archived version of its
 * variant and in none of the other's. The date line (“Effective January 1, 2025” or “Effective from
 * 1 January 2025”) does not tell the Facebook versions apart: both forms occur in both.
 */
export interface TermsVersion {
  /** The words at the top of the text, or in the disputes section, that mark this version. */
  lookFor: string;
  /** What this version means for small claims and arbitration. */
  means: string;
  /** The `PLATFORM_TERMS` variant label this version is. */
  variantLabel: string;
}

export interface TermsVersions {
  platform: "Facebook" | "Instagram";
  /** Where in the terms the dispute wording sits. */
  section: string;
  versions: readonly TermsVersion[];
  sourcePath: string;
  checkedOn: string;
}

export const TERMS_VERSIONS: readonly TermsVersions[] = [
  {
    platform: "Facebook",
    section: "section 4.4, “Disputes”",
    sourcePath: "Facebook/Terms of Service.md",
    checkedOn: FACTS_CHECKED_2026_11_28,
    versions: [
      {
        variantLabel: "consumer may sue at home",
        lookFor:
          "a section 4.4 whose rule begins “If you are a consumer, or where required by applicable law, the laws of the country in which you reside will apply”",
        means:
          "As a consumer you may bring your claim in any competent court in the United States that has jurisdiction, and a small claims court near you is one. There is no arbitration step.",
      },
      {
        variantLabel: "California courts only",
        lookFor:
          "a section 4.4 with no such consumer rule, saying instead “You and Meta each agree that any claim, cause of action or dispute between us … shall be resolved exclusively in the US. District Court for the Northern District of California or a state court located in San Mateo County”",
        means:
          "Every claim is to be brought in the federal court for the Northern District of California or a San Mateo County state court. Meta may ask a small claims court near you to dismiss the case on that ground; whether the clause holds is for that court.",
      },
    ],
  },
  {
    platform: "Instagram",
    section: "section 7.4, “How We Will Handle Disputes”",
    sourcePath: "Instagram/Terms of Service.md",
    checkedOn: FACTS_CHECKED_2026_11_28,
    versions: [
      {
        variantLabel: "with arbitration",
        lookFor:
          "a notice in capitals near the top beginning “ARBITRATION NOTICE: YOU AGREE THAT DISPUTES BETWEEN YOU AND US WILL BE RESOLVED BY BINDING, INDIVIDUAL ARBITRATION”, and a section 7.4 with a Notice of Dispute and an opt-out address",
        means:
          "Claims go to individual arbitration with the American Arbitration Association after a Notice of Dispute and 30 days, unless you opted out within 30 days of accepting. You or Meta may use your local small claims court instead, if its rules allow; but if either side appeals a small-claims judgment to a court of general jurisdiction, the claims must then be resolved by binding individual arbitration.",
      },
      {
        variantLabel: "without arbitration",
        lookFor:
          "no arbitration notice at the top, and a section 7.4 that begins “If you are a consumer, the laws of the country in which you reside will apply”",
        means:
          "As a consumer you may bring your claim in any competent court in the United States that has jurisdiction, a small claims court included; there is no arbitration step and no Notice of Dispute is required.",
      },
    ],
  },
];

const PLATFORMS_FOR: Record<TermsVersions["platform"], readonly string[]> = {
  Facebook: ["Facebook"],
  Instagram: ["Instagram", "Threads"],
};

/**
 * The guide's section on which terms apply: that Meta's terms changed, where to read the version
 * you accepted, the words that tell the versions apart and what each means. Empty for a letter
 * about WhatsApp only.
 */
export function termsVersionBlocks(platforms: readonly string[], heading: string): LetterBlock[] {
  const relevant = TERMS_VERSIONS.filter((entry) =>
    PLATFORMS_FOR[entry.platform].some((name) => platforms.includes(name)),
  );
  if (relevant.length === 0) return [];
  const blocks: LetterBlock[] = [
    { kind: "heading", text: heading },
    {
      kind: "paragraph",
      text: "Meta's terms have changed over time, and the archive of Meta's US terms pages shows two different texts for the Facebook terms and two for the Instagram terms, each seen again and again in 2025 and 2026. What you may do in court depends on the text you accepted, so find it before you file:",
    },
    {
      kind: "list",
      style: "numbered",
      items: [
        "Open the terms in the app or on the website you use (the settings or help pages link to “Terms of Service” or “Terms of Use”) and save a copy as a PDF or screenshots, with the day you saw it.",
        "Search your email and the app's notifications for messages from Meta about updated terms, and note the day you last accepted or kept using the service after one.",
        "Compare the wording below with your copy. If a court is asked, it decides which text binds you; bring your copy to the hearing.",
      ],
    },
  ];
  for (const entry of relevant) {
    const terms = PLATFORM_TERMS[entry.platform];
    const shown = PLATFORMS_FOR[entry.platform].filter((name) => platforms.includes(name));
    blocks.push({
      kind: "paragraph",
      text: `${joinNaturally(shown)}: ${terms.termsName}, ${entry.section}.`,
    });
    blocks.push({
      kind: "list",
      style: "bulleted",
      items: entry.versions.map((version) => {
        const variant = terms.variants?.find((candidate) => candidate.label === version.variantLabel);
        const seen = variant ? ` Seen in ${variant.seen}.` : "";
        return `If your copy has ${version.lookFor}: ${version.means}${seen}`;
      }),
    });
    blocks.push({
      kind: "paragraph",
      text: `Source: Open Terms Archive, US versions of Meta's terms (github.com/${terms.archive}, ${entry.sourcePath}); checked ${formatDay(entry.checkedOn)}.`,
    });
  }
  return blocks;
}
