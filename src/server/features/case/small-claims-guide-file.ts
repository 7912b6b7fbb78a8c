import { guiaDeReclamosMenoresBlocks } from "../../../domain/escalation/es/small-claims-guide-es.ts";
import { type GuideInput, smallClaimsGuideBlocks } from "../../../domain/escalation/small-claims-guide.ts";
import type { Language } from "../../../domain/i18n/languages.ts";
import type { LetterBlock } from "../../../domain/letter/blocks.ts";
import type { DocumentMeta } from "../documents/document-meta.ts";

/**
 * The small-claims guide in the reader's language (decision 0061): English as it always was, or
 * the Spanish guide, a PDF marked Spanish without the courtesy-translation mark (it is our guide,
 * not a translation of a document sent), whose statement of claim stays English.
 */
export function smallClaimsGuideFor(
  input: GuideInput,
  language: Language,
  now: Date,
): { blocks: LetterBlock[]; meta: DocumentMeta; fileName: string } {
  if (language === "es")
    return {
      blocks: guiaDeReclamosMenoresBlocks(input),
      meta: {
        title: `Guía de reclamos menores y arbitraje — Carta n.º ${input.letterId}`,
        author: input.letter.fullName,
        createdAt: now,
        language: "es",
        courtesyMark: false,
      },
      fileName: `guia-de-reclamos-menores-${input.letterId}.pdf`,
    };
  return {
    blocks: smallClaimsGuideBlocks(input),
    meta: {
      title: `Small claims and arbitration guide — Letter #${input.letterId}`,
      author: input.letter.fullName,
      createdAt: now,
    },
    fileName: `small-claims-guide-${input.letterId}.pdf`,
  };
}
