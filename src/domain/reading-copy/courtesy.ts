import type { LetterBlock } from "../letter/blocks.ts";

/**
 * A Spanish reading copy (issue 39): the English document's text in Spanish, written from our own
 * templates, so a Spanish speaker understands exactly what they send. Never to be sent or filed:
 * the English original is the document (courts and Meta read English). Every page says so at its foot.
 */
export const COURTESY_MARK =
  "Traducción de cortesía: no la envíe ni la presente. El documento válido es el original en inglés.";

/** The note that opens every reading copy: what it is, and what it leaves as written. */
export function courtesyNote(original: string): LetterBlock {
  const of = original.startsWith("el ") ? `del ${original.slice(3)}` : `de ${original}`;
  return {
    kind: "note",
    text:
      `Traducción de cortesía ${of}, para que usted entienda lo que firma. No envíe ni presente esta copia: ` +
      "el documento válido es el original en inglés. Lo que usted escribió (su relato, sus nombres y sus respuestas) " +
      "aparece tal como lo escribió, sin traducir. Los títulos y las citas de los términos de Meta y de las leyes se dejan en inglés, " +
      "tal como están escritos.",
  };
}
