import type { FirstLetterRecord, FollowUpOptions } from "../case/final-notice.ts";
import type { LetterBlock } from "../letter/blocks.ts";
import { CALISE } from "../letter/claim-authorities.ts";
import { withoutStop } from "../letter/format.ts";
import { accountFacts, type LetterData } from "../letter/letter-facts.ts";
import { noticeTerms } from "../letter/notice.ts";
import { findRecipient } from "../letter/recipients.ts";
import { clausesOf } from "../letter/terms-basis.ts";
import { dayIn, senderTimeZone } from "../time/clock.ts";
import { FINAL_NOTICE_DAYS, finalNoticeDeadline } from "../time/deadlines.ts";
import { courtesyNote } from "./courtesy.ts";
import { destinatario, firma, platformsOf, remitente } from "./letter.ts";
import { type Cuentas, cuentas, etiquetaDeCuenta, loQuePido, siguientesPasos } from "./letter-parts.ts";
import { comoSeEnvio, fecha, fechaEn, lineaDeCorreo, movidoAlDiaHabil, unir } from "./spanish-words.ts";

/**
 * The Spanish reading copy of the final notice (case/final-notice.ts buildFollowUpLetter), from
 * the same facts: the first letter's record, what the sender recorded since, the same deadline.
 */
export function readingFinalNoticeBlocks(data: LetterData, options: FollowUpOptions): LetterBlock[] {
  const recipient = findRecipient(data.recipientBusinessId);
  if (!recipient) throw new Error(`Unknown recipient id: ${data.recipientBusinessId}`);
  const timeZone = options.timeZone ?? senderTimeZone(data.state, data.zipCode);
  const notice = noticeTerms(data.platforms, recipient.id);
  const platforms = platformsOf(data);
  const words = cuentas(platforms);
  const { first } = options;
  const due = finalNoticeDeadline(dayIn(options.date, timeZone), first.deadline);
  const finalDeadline = fecha(due.day);
  const accounts = unir(accountFacts(data).map(etiquetaDeCuenta));
  const what = notice ? "reclamo formal y aviso de controversia" : "reclamo formal";
  return [
    courtesyNote("el aviso final que usted envía a Meta en inglés"),
    remitente(data),
    { kind: "date", text: fechaEn(options.date, timeZone) },
    ...(options.mailing ? [{ kind: "mailing" as const, text: lineaDeCorreo(options.mailing.trackingNumber) }] : []),
    destinatario(recipient),
    { kind: "subject", text: `Asunto: Aviso final sobre mi ${what} del ${fecha(first.date)}: ${accounts}` },
    { kind: "paragraph", text: `A ${recipient.party}:` },
    {
      kind: "paragraph",
      text: `${primeraCarta(first, what, words, recipient.fullAddress)} En él les pedía una respuesta por escrito a más tardar el ${fecha(first.deadline)}. ${loQuePasoDespues(options.outcome, words)}`,
    },
    {
      kind: "paragraph",
      text: `Este aviso se refiere a: ${accounts}. Pueden comunicarse conmigo por correo electrónico a ${data.email} o por teléfono al ${data.phone}.`,
    },
    { kind: "heading", text: "Lo que todavía les pido" },
    { kind: "list", style: "numbered", items: loQuePido(data, platforms) },
    { kind: "heading", text: "El fundamento de mi reclamo" },
    { kind: "paragraph", text: fundamento(data) },
    { kind: "heading", text: "Plazo final" },
    {
      kind: "paragraph",
      text: due.heldToFirst
        ? `Les pido que lo hagan a más tardar el ${finalDeadline}, el plazo que fijó mi primera carta.`
        : `Les pido que lo hagan a más tardar el ${finalDeadline}. Son ${FINAL_NOTICE_DAYS} días a partir de la fecha de este aviso${movidoAlDiaHabil(due)}.`,
    },
    { kind: "heading", text: "Si no recibo respuesta" },
    {
      kind: "paragraph",
      text: `Si esto no se resuelve a más tardar el ${finalDeadline}, tengo la intención de tomar las medidas que describió mi primera carta:`,
    },
    { kind: "list", style: "bulleted", items: siguientesPasos(data.platforms, notice, data.state) },
    {
      kind: "paragraph",
      text: "Sigo prefiriendo resolver esto directamente con ustedes. Si me lo piden, puedo enviarles otra copia de mi primera carta.",
    },
    ...firma(data, false),
  ];
}

function primeraCarta(first: FirstLetterRecord, what: string, words: Cuentas, address: string): string {
  if (!first.sent)
    return `Mi ${what} con fecha del ${fecha(first.date)}, dirigido a ustedes en ${address}, les pedía que restablecieran ${words.mis}.`;
  const dated = first.sent.sentOn === first.date ? "" : ` con fecha del ${fecha(first.date)}`;
  const delivered = first.deliveredOn
    ? first.sent.recordedBy === "our_mail"
      ? ` El Servicio Postal lo entregó el ${fecha(first.deliveredOn)}.`
      : ` Fue entregado el ${fecha(first.deliveredOn)}.`
    : "";
  return `El ${fecha(first.sent.sentOn)} les envié un ${what}${dated} para que restablecieran ${words.mis}, ${comoSeEnvio(first.sent.method, first.sent.trackingNumber)}.${delivered}`;
}

/** What happened since, claiming only what the sender recorded (final-notice.ts answerSentence). */
function loQuePasoDespues(outcome: FollowUpOptions["outcome"], { una, miCuenta }: Cuentas): string {
  if (outcome === "no_reply") return "No he recibido respuesta.";
  if (outcome === "refused") return `Su respuesta no restableció ${miCuenta}.`;
  if (outcome === "partly_restored")
    return una ? "Mi cuenta solo se ha restablecido en parte." : "Mis cuentas solo se han restablecido en parte.";
  return `Esa fecha ya pasó, y ${una ? "mi cuenta no se ha restablecido" : "mis cuentas no se han restablecido"}.`;
}

/** The basis in two sentences (claim-basis.ts claimBasisSummary); the legal terms keep their English name beside. */
function fundamento(data: LetterData): string {
  const facebook = clausesOf(data.platforms).some(
    (clauses) => clauses.actsOnStatedGrounds.quotes !== null && clauses.actsOnStatedGrounds.promisesNoticeAndReview,
  );
  const promises = [
    facebook ? "la promesa de sus términos de avisarme y explicarme cómo pedir una revisión" : undefined,
    data.amountPaidToMeta
      ? `lo que les pagué (${withoutStop(data.amountPaidBasis)}), que les pido que me devuelvan`
      : undefined,
  ].filter((item) => item !== undefined);
  return `Mi reclamo se basa en sus propias promesas${promises.length ? `: ${unir(promises)}` : ""}, y en el pacto implícito de buena fe y trato justo (implied covenant of good faith and fair dealing), que prohíbe usar de forma arbitraria y sin revisión la discreción que les dan sus términos. No sostengo que sus términos prohíban desactivar una cuenta. Los reclamos basados en las propias promesas de una empresa no están excluidos por 47 U.S.C. § 230 (${CALISE.citation}).`;
}
