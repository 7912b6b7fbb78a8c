import type { LetterBlock } from "../letter/blocks.ts";
import { sentence, splitParagraphs, withoutStop } from "../letter/format.ts";
import { accountFacts, type LetterData } from "../letter/letter-facts.ts";
import { noticeTerms } from "../letter/notice.ts";
import { recipientLines } from "../letter/opening.ts";
import { PLATFORMS } from "../letter/platforms.ts";
import { findRecipient, type Recipient } from "../letter/recipients.ts";
import { type LetterOptions, RESPONSE_DAYS, signatureMark } from "../letter/template.ts";
import { dayIn, senderTimeZone } from "../time/clock.ts";
import { replyDeadline } from "../time/deadlines.ts";
import { courtesyNote } from "./courtesy.ts";
import {
  apelacion,
  cuentas,
  etiquetaDeCuenta,
  fraseDelUsuario,
  loQuePido,
  motivoParaConservar,
  pedidoDeDatos,
  plazoDelAviso,
  siguientesPasos,
} from "./letter-parts.ts";
import {
  fecha,
  fechaEn,
  fechaGuardada,
  lineaDeCorreo,
  losTerminos,
  movidoAlDiaHabil as movido,
  unir,
  veces,
} from "./spanish-words.ts";

/** The chosen platforms in the letter's order. */
export const platformsOf = (data: Pick<LetterData, "platforms">) =>
  PLATFORMS.filter((platform) => data.platforms.includes(platform));

/** Name, street, city line, email and phone, as the sender typed them. */
export function remitente(data: LetterData): LetterBlock {
  return {
    kind: "sender",
    lines: [data.fullName, data.address, `${data.city}, ${data.state} ${data.zipCode}`, data.email, data.phone],
  };
}

/** The address as on the envelope (it stays as the mail service prints it). */
export const destinatario = (recipient: Recipient): LetterBlock => ({
  kind: "recipient",
  lines: recipientLines(recipient),
});

/** Closing, signature and name, then what the sender attaches. */
export function firma(data: LetterData, withEnclosures: boolean): LetterBlock[] {
  const blocks: LetterBlock[] = [
    { kind: "signature", closing: "Atentamente,", name: data.fullName, mark: signatureMark(data) },
  ];
  const enclosures = data.enclosures ?? [];
  if (withEnclosures && enclosures.length > 0)
    blocks.push({ kind: "heading", text: "Anexos" }, { kind: "list", style: "bulleted", items: [...enclosures] });
  return blocks;
}

/**
 * The Spanish reading copy of the US demand letter (template.ts buildLetter), section for section:
 * our sentences in Spanish, the sender's own words and names as they wrote them.
 */
export function readingLetterBlocks(data: LetterData, options: LetterOptions): LetterBlock[] {
  const recipient = findRecipient(data.recipientBusinessId);
  if (!recipient) throw new Error(`Unknown recipient id: ${data.recipientBusinessId}`);
  const timeZone = options.timeZone ?? senderTimeZone(data.state, data.zipCode);
  const notice = noticeTerms(data.platforms, recipient.id);
  const platforms = platformsOf(data);
  const accounts = accountFacts(data);
  const { mis, estas, miCuenta } = cuentas(platforms);
  const due = replyDeadline(dayIn(options.date, timeZone));
  const preservation = motivoParaConservar(data.platforms);
  const deadline = `Les pido que respondan por escrito a más tardar el ${fecha(due.day)}. Son ${RESPONSE_DAYS} días a partir de la fecha de esta carta${movido(due)}.`;
  return [
    courtesyNote("la carta de reclamo que usted envía a Meta en inglés"),
    remitente(data),
    { kind: "date", text: fechaEn(options.date, timeZone) },
    ...(options.mailing ? [{ kind: "mailing" as const, text: lineaDeCorreo(options.mailing.trackingNumber) }] : []),
    destinatario(recipient),
    {
      kind: "subject",
      text: `Asunto: Reclamo formal de restablecimiento${notice ? " y aviso de controversia" : ""}: ${unir(accounts.map(etiquetaDeCuenta))}`,
    },
    { kind: "paragraph", text: `A ${recipient.party}:` },
    { kind: "paragraph", text: introduccion(recipient, mis, notice?.under) },
    { kind: "heading", text: "Quién soy" },
    { kind: "paragraph", text: quienSoy(data, estas) },
    { kind: "heading", text: "Qué pasó" },
    { kind: "paragraph", text: quePaso(data, mis) },
    ...apelacionesYRelato(data, estas),
    { kind: "heading", text: "Lo que les pido" },
    { kind: "list", style: "numbered", items: loQuePido(data, platforms) },
    { kind: "heading", text: "Plazo" },
    { kind: "paragraph", text: notice ? `${deadline} ${plazoDelAviso(notice)}` : deadline },
    { kind: "heading", text: `Conserven ${miCuenta} y mis registros` },
    {
      kind: "paragraph",
      text:
        `Les pido que no eliminen ${miCuenta} mientras esta controversia siga abierta. ` +
        `Conserven su contenido, mis mensajes y los registros de esta decisión.` +
        (preservation ? ` ${preservation}` : ""),
    },
    { kind: "heading", text: "Copia de mis datos" },
    { kind: "paragraph", text: pedidoDeDatos(data.state, estas) },
    { kind: "heading", text: "Si no recibo respuesta" },
    {
      kind: "paragraph",
      text: `Si esto no se resuelve a más tardar el ${fecha(due.day)}, podré tomar cualquiera de estas medidas:`,
    },
    { kind: "list", style: "bulleted", items: siguientesPasos(data.platforms, notice, data.state) },
    {
      kind: "paragraph",
      text: "Preferiría resolver esto directamente con ustedes. Respóndanme a la dirección o al correo electrónico que aparecen arriba.",
    },
    ...firma(data, true),
  ];
}

function introduccion(recipient: Recipient, mis: string, noticeUnder: string | undefined): string {
  const intro = [
    noticeUnder
      ? `Les escribo para exigir que restablezcan ${mis}.`
      : `Les escribo para exigir formalmente que restablezcan ${mis}.`,
  ];
  if (recipient.careOf)
    intro.push(sentence(`Dirijo esta carta a ${recipient.party}, por intermedio de ${recipient.careOf}`));
  if (noticeUnder)
    intro.push(
      `Esta carta es también mi aviso de controversia conforme a ${losTerminos(noticeUnder)}, enviado a la dirección que esos términos indican para los avisos de controversia.`,
    );
  return intro.join(" ");
}

function quienSoy(data: LetterData, estas: string): string {
  const sentences = [
    `${sentence(`Me llamo ${data.fullName}`)} Vivo en ${data.address}, ${data.city}, ${data.state} ${data.zipCode}.`,
    ...accountFacts(data).map(fraseDelUsuario),
  ];
  if (data.accountLogin) sentences.push(`Inicio sesión en ${estas} con ${data.accountLogin}.`);
  sentences.push(`Pueden comunicarse conmigo por correo electrónico a ${data.email} o por teléfono al ${data.phone}.`);
  return sentences.join(" ");
}

function quePaso(data: LetterData, mis: string): string {
  const happened = [`Meta desactivó ${mis} el ${fechaGuardada(data.banDate)}.`];
  if (data.banReason) happened.push(sentence(`El motivo que dio Meta fue: “${withoutStop(data.banReason)}”`));
  return happened.join(" ");
}

/** The appeals already made, then the sender's own words, as they wrote them. */
export function apelacionesYRelato(data: LetterData, estas: string): LetterBlock[] {
  const appeals = data.appeals ?? [];
  const blocks: LetterBlock[] = [];
  if (appeals.length > 0)
    blocks.push(
      { kind: "paragraph", text: `Ya apelé ${veces(appeals.length)}:` },
      {
        kind: "list",
        style: "bulleted",
        items: appeals.map((appeal) => apelacion(fechaGuardada(appeal.date), appeal.method, appeal.reference)),
      },
    );
  blocks.push(
    { kind: "paragraph", text: `Así me ha afectado perder ${estas}, en mis propias palabras:` },
    { kind: "quote", paragraphs: splitParagraphs(data.consequences) },
  );
  return blocks;
}
