/**
 * The law and the paid-service promises a statement of claim cites, each with the page it was read
 * on and the day it was checked. What could not be read from its own source says so (`reason`).
 */

export const CLAIM_AUTHORITIES_CHECKED_ON = "2026-11-28";

export interface Authority {
  /** As a court citation prints it. */
  citation: string;
  /** What it decided, in our words, only as far as the claim relies on it. */
  holding: string;
  source: { url: string; title: string };
  alsoSources: readonly { url: string; title: string }[];
  checkedOn: string;
}

/** Calise: claims on Meta's own promises (contract and the implied covenant) are not barred by § 230(c)(1). */
export const CALISE: Authority = {
  citation: "Calise v. Meta Platforms, Inc., 103 F.4th 732 (9th Cir. 2024)",
  holding:
    "Section 230(c)(1) did not bar the claims for breach of contract and of the implied covenant of good faith and fair dealing, because they rested on Meta's own promises, not on its role as a publisher of others' content.",
  source: {
    url: "http://print.casetext.com/case/calise-v-meta-platforms-inc-1",
    title: "Calise v. Meta Platforms, Inc., No. 22-15910 (9th Cir. June 4, 2024), opinion text on Casetext",
  },
  alsoSources: [
    {
      url: "http://metnews.com/articles/2024/publisherimmunity_060524.htm",
      title: "Metropolitan News-Enterprise, June 5, 2024: Breach of Contract Claims Survive Publisher Immunity",
    },
  ],
  checkedOn: CLAIM_AUTHORITIES_CHECKED_ON,
};

/** What a paid Meta service promised. Its own terms were not read, so the sender quotes their receipt or page. */
export const PAID_SERVICE_PROMISE = {
  service: "Meta Verified",
  quote: null,
  reason:
    "Meta Verified's own terms are not in the Open Terms Archive crawl of Meta's US terms, and no official copy was read. Its account support was seen only in news reports of its launch (2023), and Meta's help page on its billing gives refunds only for a verification not completed; neither is quoted as a promise. The sender states what the service promised them, from their own receipt or page.",
  checkedOn: CLAIM_AUTHORITIES_CHECKED_ON,
} as const;
