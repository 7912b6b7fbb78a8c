import { CALISE } from "../letter/claim-authorities.ts";
import { sentence, withoutStop } from "../letter/format.ts";
import type { LetterData } from "../letter/letter-facts.ts";
import { PLATFORM_TERMS } from "../letter/platform-terms.ts";
import { formatAmount } from "../letter/template.ts";
import { clausesOf } from "../letter/terms-basis.ts";
import type { TermsQuote } from "../letter/terms-clauses.ts";
import { fecha, fechaGuardada, losTerminos, titulo, unir } from "./spanish-words.ts";

/**
 * The Spanish counterparts of letter/claim-basis.ts (senderFactLines, claimBasisLines) and of
 * terms-basis.ts liabilityExplanation, for the arbitration demand's reading copy: the same facts and
 * the same quotations of the terms, which stay in English. Bracketed lines are for the sender to fill.
 */

/** (“Instagram Terms of Use”, sección “4”, según la copia archivada el 1 de junio de 2026) */
export const cita = (quote: TermsQuote) =>
  `(${titulo(quote.document)}, sección “${quote.section}”, según la copia archivada el ${fecha(quote.sourceVersionDate)})`;

const mayuscula = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** claim-basis.ts senderFactLines: what Meta said and did not say, and the appeals. */
export function hechosDelRemitente(letter: LetterData): string[] {
  const lines: string[] = [];
  const reason = letter.banReason ? `“${withoutStop(letter.banReason)}”` : undefined;
  if (letter.ruleNamed === "yes")
    lines.push(
      sentence(`Meta nombró la regla que, según dijo, infringí: ${reason ?? "[copie las palabras del aviso de Meta]"}`),
    );
  else if (letter.ruleNamed === "no")
    lines.push(
      `Meta no nombró la regla que, según dijo, infringí.${reason ? ` ${sentence(`El único motivo que dio fue: ${reason}`)}` : ""}`,
    );
  else if (reason) lines.push(sentence(`El motivo que dieron fue: ${reason}`));
  else
    lines.push(
      "[¿Nombró Meta la regla que usted supuestamente infringió? Copie sus palabras, o escriba que no nombró ninguna.]",
    );

  if (letter.brokeRule === "no") lines.push("No creo haber infringido esa regla ni ninguna otra de los términos.");
  else if (letter.brokeRule === "unsure") lines.push("No sé qué hice, según ellos, que infringiera los términos.");
  else if (letter.brokeRule !== "yes") lines.push("[Diga si cree que infringió la regla, y por qué.]");

  if (letter.postNamed === "yes") lines.push("Meta dijo a qué publicación o mensaje se refería la decisión.");
  else if (letter.postNamed === "no")
    lines.push("Meta no dijo a qué publicación, mensaje u otra conducta se refería la decisión.");
  else lines.push("[¿Dijo Meta a qué publicación o mensaje se refería la decisión? Escriba cuál, o que no lo dijo.]");

  const appeals = letter.appeals ?? [];
  if (appeals.length > 0)
    lines.push(
      `Apelé ante Meta ${unir(
        appeals.map(
          (appeal) =>
            `el ${fechaGuardada(appeal.date)} por ${withoutStop(appeal.method)}${appeal.reference ? ` (referencia ${withoutStop(appeal.reference)})` : ""}`,
        ),
      )}.`,
    );
  else if (letter.appealed === "yes") lines.push("Apelé ante Meta el [fecha] por [cómo apeló].");
  else if (letter.appealed === "no") lines.push("No apelé ante Meta antes de escribir.");
  else lines.push("[¿Apeló ante Meta? Indique la fecha y cómo, o escriba que no apeló.]");
  if (letter.appealResult)
    lines.push(sentence(`La respuesta a mi apelación fue: “${withoutStop(letter.appealResult)}”`));
  else if (appeals.length > 0 || letter.appealed === "yes")
    lines.push("[Qué respondieron a su apelación: ninguna respuesta, un rechazo, o sus palabras.]");
  return lines;
}

function loQueNoMeDijeron(letter: LetterData): string | undefined {
  const missing = [
    letter.ruleNamed === "no" ? "qué regla, según ellos, infringí" : undefined,
    letter.postNamed === "no" ? "a qué publicación o mensaje se refería la decisión" : undefined,
  ].filter((item) => item !== undefined);
  return missing.length ? unir(missing) : undefined;
}

/** claim-basis.ts claimBasisLines: the terms, count one, count two and section 230. */
export function fundamentoDelReclamo(letter: LetterData, platforms: readonly string[]): string[] {
  return [
    ...losTerminosComoContrato(platforms),
    ...primeraCausa(letter, platforms),
    ...segundaCausa(letter),
    seccion230(),
  ];
}

function losTerminosComoContrato(platforms: readonly string[]): string[] {
  const lines: string[] = [];
  for (const clauses of clausesOf(platforms)) {
    const party = PLATFORM_TERMS[clauses.platform].contractParty;
    lines.push(`${mayuscula(losTerminos(clauses.termsName))} son un contrato entre ${party} y yo.`);
    const grounds = clauses.actsOnStatedGrounds;
    if (grounds.quotes === null) continue;
    const quoted = grounds.quotes.slice(0, grounds.promisesNoticeAndReview ? 1 : 2);
    for (const quote of quoted) lines.push(`Dicen: “${withoutStop(quote.text)}.” ${cita(quote)}.`);
  }
  lines.push(
    "Estas palabras dejan la decisión a criterio de Meta. No sostengo que los términos prohíban desactivar una cuenta; sostengo que Meta no cumplió las promesas que me hizo y no usó ese criterio de buena fe.",
  );
  return lines;
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
        : "[Diga qué parte de esta promesa no cumplió Meta: no le avisó, o no le explicó cómo pedir una revisión.]",
    );
  }
  if (letter.amountPaidToMeta) {
    promises += 1;
    lines.push(
      `Le pagué a Meta $${formatAmount(letter.amountPaidToMeta)} en los 12 meses anteriores a la decisión, por: ${withoutStop(letter.amountPaidBasis)}.`,
      "[Diga qué le prometía ese servicio pagado, con las palabras de su recibo o de su página (por ejemplo, la asistencia para cuentas de Meta Verified), y lo que no recibió después de que se desactivara la cuenta.]",
      "Pido que me devuelvan el dinero que pagué.",
    );
  }
  if (promises === 0) {
    const none = platforms.includes("Facebook")
      ? ""
      : " Los términos de Instagram y de WhatsApp no prometen avisarle ni explicarle una revisión.";
    lines.push(
      `[Nombre la promesa que Meta le hizo y no cumplió, con las palabras de los términos, de un recibo o de una página que usted vio.${none} Un servicio pagado (como Meta Verified) puede haber prometido asistencia.]`,
    );
  }
  return lines;
}

function segundaCausa(letter: LetterData): string[] {
  const missing = loQueNoMeDijeron(letter);
  const facts = [
    missing ? `Meta no me dijo ${missing}` : undefined,
    letter.appealResult ? `mi apelación recibió esta respuesta: “${withoutStop(letter.appealResult)}”` : undefined,
  ].filter((fact) => fact !== undefined);
  return [
    "Segunda causa: incumplimiento del pacto implícito de buena fe y trato justo (implied covenant of good faith and fair dealing).",
    "Todo contrato lleva la promesa de que ninguna de las partes usará de forma arbitraria el criterio que el contrato le da para quitarle a la otra lo que se le prometió. Sostengo que Meta usó su criterio para desactivar mi cuenta de forma arbitraria, sin una revisión real.",
    facts.length
      ? sentence(`Como se explica arriba, ${unir(facts)}`)
      : "[Diga qué hizo que la decisión fuera arbitraria, según sus propios hechos: por ejemplo, que no nombraron ninguna regla ni publicación, o que rechazaron su apelación sin dar motivos.]",
  ];
}

function seccion230(): string {
  return `La sección 230 de la Ley de Decencia en las Comunicaciones (Communications Decency Act), 47 U.S.C. § 230, no impide este reclamo. No trata a Meta como editor ni autor del contenido de nadie: le pide a Meta que cumpla las promesas que hizo en su propio contrato. En ${CALISE.citation}, el tribunal resolvió que los reclamos por incumplimiento de contrato y del pacto implícito de buena fe y trato justo que se basan en las propias promesas de Meta no están impedidos por la sección 230(c)(1).`;
}

/** terms-basis.ts liabilityExplanation: what the liability clauses say, and that a court decides. */
export function explicacionDeResponsabilidad(platforms: readonly string[], listsPaid: boolean): string[] {
  const lines: string[] = [];
  for (const clauses of clausesOf(platforms)) {
    const liability = clauses.liabilityCap;
    if (liability.quotes === null) continue;
    const excludes = liability.quotes.find((quote) => quote.excludesLostProfits);
    const cap = liability.quotes.find((quote) => quote.capDollars !== undefined);
    const parts = [];
    if (excludes)
      parts.push(`${mayuscula(losTerminos(clauses.termsName))} excluyen las ganancias perdidas ${cita(excludes)}.`);
    if (cap)
      parts.push(
        `${cap.variant ? "Algunas versiones archivadas también limitan" : "También limitan"} la responsabilidad total de Meta a la cantidad mayor entre $${cap.capDollars} y lo que usted pagó en los últimos doce meses ${cita(cap)}${cap.variant ? "; la versión archivada más reciente no tiene ese límite" : ""}.`,
      );
    lines.push(parts.join(" "));
  }
  if (lines.length > 0)
    lines.push(
      `${listsPaid ? "Por eso su carta indica lo que usted le pagó a Meta aparte de otras pérdidas. " : ""}Si un tribunal aplica estas cláusulas, y cómo, lo decide el tribunal.`,
    );
  return lines;
}
