import type { LetterData } from "../letter/letter-facts.ts";

/**
 * A story written in Spanish (decision 0057) is quoted in the letter as written; a court reads
 * English, so a Spanish document filed or shown as evidence needs a certified English translation
 * (California: Code Civ. Proc. § 185 and Cal. Rules of Court, rule 3.1110(g); elsewhere in general
 * words). Undefined for a story in English, so the guide for it is unchanged.
 */
export function certifiedTranslationNote(letter: Pick<LetterData, "state" | "storyLanguage">): string | undefined {
  if (letter.storyLanguage !== "es") return undefined;
  if (letter.state === "CA")
    return "You wrote your story in Spanish. Papers filed in a California court must be in English (Code of Civil Procedure § 185): your story, and any other document in Spanish that you file or bring as evidence, needs an English translation certified under oath by a qualified interpreter (California Rules of Court, rule 3.1110(g)). Ask the court's self-help center where to get one.";
  return "You wrote your story in Spanish. Courts in the United States work in English: a court will need a certified English translation of your story, and of any other document in Spanish that you file or bring as evidence. Ask the court's clerk or self-help center what kind of translation it accepts.";
}

/** The same note, in Spanish, for the guide a Spanish-speaking account downloads. */
export function notaDeTraduccionCertificada(letter: Pick<LetterData, "state" | "storyLanguage">): string | undefined {
  if (letter.storyLanguage !== "es") return undefined;
  if (letter.state === "CA")
    return "Usted escribió su relato en español. Los documentos que se presentan ante una corte de California deben estar en inglés (Código de Procedimiento Civil, § 185): su relato, y cualquier otro documento en español que presente o lleve como prueba, necesita una traducción al inglés certificada bajo juramento por un intérprete calificado (Reglas de la Corte de California, regla 3.1110(g)). Pregunte en el centro de ayuda de la corte dónde conseguirla.";
  return "Usted escribió su relato en español. Las cortes de los Estados Unidos trabajan en inglés: la corte necesitará una traducción certificada al inglés de su relato y de cualquier otro documento en español que presente o lleve como prueba. Pregunte al secretario de la corte o a su centro de ayuda qué tipo de traducción acepta.";
}
