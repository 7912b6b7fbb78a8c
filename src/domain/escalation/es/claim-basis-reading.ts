import { CALISE } from "../../letter/claim-authorities.ts";
import { sentence, withoutStop } from "../../letter/format.ts";
import type { LetterData } from "../../letter/letter-facts.ts";
import { parseBanDate } from "../../letter/ban-date.ts";
import { PLATFORM_TERMS } from "../../letter/platform-terms.ts";
import { formatAmount } from "../../letter/template.ts";
import { clausesOf } from "../../letter/terms-basis.ts";
import type { TermsQuote } from "../../letter/terms-clauses.ts";
import { fecha, fechaGuardada, losTerminos, unir } from "../../reading-copy/spanish-words.ts";

/**
 * The Spanish reading of the claim's facts and basis (claim-basis.ts), line for line, so the
 * sender understands the English statement of claim they file. Their own words and the terms'
 * quotations stay as written, in English.
 */

const mayuscula = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "(Instagram Terms of Use, sección “…”, versión archivada el 4 de julio de 2026)". */
const cita = (quote: TermsQuote) =>
  `(${quote.document}, sección “${quote.section}”, versión archivada el ${fecha(quote.sourceVersionDate)})`;

/** A blank the sender fills in the English statement: its Spanish reading says what to write, in English. */
const enBlanco = (what: string) =>
  `[Aquí el texto en inglés deja un espacio para que usted escriba, en inglés, ${what}.]`;

export function hechosDelRemitente(letter: LetterData): string[] {
  const lines: string[] = [];
  const reason = letter.banReason ? `“${withoutStop(letter.banReason)}”` : undefined;
  if (letter.ruleNamed === "yes")
    lines.push(
      `Meta indicó la regla que supuestamente infringí: ${reason ?? enBlanco("las palabras del aviso de Meta")}.`,
    );
  else if (letter.ruleNamed === "no")
    lines.push(
      `Meta no indicó la regla que supuestamente infringí.${reason ? ` El único motivo que dio fue: ${reason}.` : ""}`,
    );
  else if (reason) lines.push(`El motivo que dio Meta fue: ${reason}.`);
  else lines.push(enBlanco("si Meta indicó la regla que usted supuestamente infringió, con sus palabras"));

  if (letter.brokeRule === "no") lines.push("No creo haber infringido esa regla ni ninguna otra de los términos.");
  else if (letter.brokeRule === "unsure") lines.push("No sé qué hice que, según Meta, infringió los términos.");
  else if (letter.brokeRule !== "yes") lines.push(enBlanco("si cree que infringió la regla, y por qué"));

  if (letter.postNamed === "yes") lines.push("Meta indicó a qué publicación o mensaje se refería la decisión.");
  else if (letter.postNamed === "no")
    lines.push("Meta no indicó a qué publicación, mensaje u otra conducta se refería la decisión.");
  else lines.push(enBlanco("si Meta indicó a qué publicación o mensaje se refería la decisión"));

  const appeals = letter.appeals ?? [];
  if (appeals.length > 0)
    lines.push(
      `Apelé ante Meta ${unir(
        appeals.map(
          (appeal) =>
            `el ${diaDeApelacion(appeal.date)} por ${withoutStop(appeal.method)}${appeal.reference ? ` (referencia ${withoutStop(appeal.reference)})` : ""}`,
        ),
      )}.`,
    );
  else if (letter.appealed === "yes")
    lines.push(`Apelé ante Meta el [fecha] por [forma de apelar]. ${enBlanco("esos dos datos")}`);
  else if (letter.appealed === "no") lines.push("No apelé ante Meta antes de escribir.");
  else lines.push(enBlanco("si apeló ante Meta, con la fecha y la forma, o que no apeló"));
  if (letter.appealResult)
    lines.push(sentence(`Lo que respondieron a mi apelación: “${withoutStop(letter.appealResult)}”`));
  else if (appeals.length > 0 || letter.appealed === "yes")
    lines.push(enBlanco("qué respondieron a su apelación: nada, un rechazo o sus palabras"));
  return lines;
}

function diaDeApelacion(date: Date | string): string {
  const parsed = parseBanDate(date);
  return parsed instanceof Date ? fechaGuardada(parsed) : String(date);
}

function terminos(platforms: readonly string[]): string[] {
  const lines: string[] = [];
  for (const clauses of clausesOf(platforms)) {
    const party = PLATFORM_TERMS[clauses.platform].contractParty;
    lines.push(`${mayuscula(losTerminos(clauses.termsName))} son un contrato entre ${party} y yo.`);
    const grounds = clauses.actsOnStatedGrounds;
    if (grounds.quotes === null) continue;
    for (const quote of grounds.quotes.slice(0, grounds.promisesNoticeAndReview ? 1 : 2))
      lines.push(`Dicen: “${withoutStop(quote.text)}.” ${cita(quote)}.`);
  }
  lines.push(
    "Estas palabras dejan la decisión a discreción de Meta. No sostengo que los términos prohíban desactivar una cuenta; sostengo que Meta no cumplió las promesas que me hizo y no usó esa discreción de buena fe.",
  );
  return lines;
}

function loQueNoMeDijeron(letter: LetterData): string | undefined {
  const missing = [
    letter.ruleNamed === "no" ? "qué regla supuestamente infringí" : undefined,
    letter.postNamed === "no" ? "a qué publicación o mensaje se refería la decisión" : undefined,
  ].filter((item) => item !== undefined);
  return missing.length ? unir(missing) : undefined;
}

function primeraCausa(letter: LetterData, platforms: readonly string[]): string[] {
  const lines = ["Primera causa: incumplimiento de contrato, las propias promesas de Meta."];
  let promises = 0;
  for (const clauses of clausesOf(platforms)) {
    const grounds = clauses.actsOnStatedGrounds;
    if (grounds.quotes === null || !grounds.promisesNoticeAndReview) continue;
    const promise = grounds.quotes[1];
    if (!promise) continue;
    promises += 1;
    const missing = loQueNoMeDijeron(letter);
    lines.push(
      `${mayuscula(losTerminos(clauses.termsName))} prometen: “${withoutStop(promise.text)}.” ${cita(promise)}.`,
      missing
        ? `Meta no cumplió esa promesa: no me dijo ${missing}, así que no pude usar la revisión que describe.`
        : enBlanco("qué parte de esta promesa no cumplió Meta: no le avisó, o no le explicó cómo pedir una revisión"),
    );
  }
  if (letter.amountPaidToMeta) {
    promises += 1;
    lines.push(
      `Pagué a Meta $${formatAmount(letter.amountPaidToMeta)} en los 12 meses anteriores a la decisión, por: ${withoutStop(letter.amountPaidBasis)}.`,
      enBlanco(
        "qué le prometía ese servicio pagado, con las palabras de su recibo o de su página, y qué no recibió después de la desactivación",
      ),
      "Pido que me devuelvan el dinero que pagué.",
    );
  }
  if (promises === 0)
    lines.push(
      enBlanco(
        "la promesa que Meta le hizo y no cumplió, con las palabras de los términos, de un recibo o de una página",
      ),
    );
  return lines;
}

function segundaCausa(letter: LetterData): string[] {
  const missing = loQueNoMeDijeron(letter);
  const facts = [
    missing ? `Meta no me dijo ${missing}` : undefined,
    letter.appealResult ? `respondieron a mi apelación: “${withoutStop(letter.appealResult)}”` : undefined,
  ].filter((fact) => fact !== undefined);
  return [
    "Segunda causa: incumplimiento del pacto implícito de buena fe y trato justo (implied covenant of good faith and fair dealing).",
    "Todo contrato lleva la promesa de que ninguna de las partes usará de forma arbitraria una discreción que el contrato le da, para quitarle a la otra lo que se le prometió. Sostengo que Meta usó su discreción para desactivar mi cuenta de forma arbitraria, sin una revisión real.",
    facts.length
      ? sentence(`Como se indicó arriba, ${unir(facts)}`)
      : enBlanco("qué hizo arbitraria la decisión, según sus propios hechos"),
  ];
}

const SECCION_230 = `La sección 230 de la Communications Decency Act, 47 U.S.C. § 230, no impide este reclamo. No trata a Meta como editor ni autor del contenido de nadie: le pide que cumpla las promesas que hizo en su propio contrato. En ${CALISE.citation}, la corte resolvió que los reclamos por incumplimiento de contrato y del pacto implícito de buena fe y trato justo que se basan en las propias promesas de Meta no están excluidos por la sección 230(c)(1).`;

/** claimBasisLines, in Spanish. */
export function fundamentosDelReclamo(letter: LetterData, platforms: readonly string[]): string[] {
  return [...terminos(platforms), ...primeraCausa(letter, platforms), ...segundaCausa(letter), SECCION_230];
}
