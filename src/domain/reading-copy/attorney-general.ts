import type { OutcomeKind } from "../case/case.ts";
import { attorneyGeneralComplaintPage } from "../escalation/attorney-general-pages.ts";
import type { AgComplaintInput } from "../escalation/attorney-general-summary.ts";
import { defendantsFor } from "../escalation/defendants.ts";
import { isKnownFact } from "../escalation/sourced-facts.ts";
import type { LetterBlock } from "../letter/blocks.ts";
import { sentence, withoutStop } from "../letter/format.ts";
import { accountFacts, type LetterData } from "../letter/letter-facts.ts";
import { formatAmount } from "../letter/template.ts";
import { findRecipient } from "../letter/recipients.ts";
import { courtesyNote } from "./courtesy.ts";
import { platformsOf } from "./letter.ts";
import { cuentas, etiquetaDeCuenta } from "./letter-parts.ts";
import { comoSeEnvio, fecha, fechaGuardada, lugarDelEstado, unir, veces } from "./spanish-words.ts";

/**
 * The Spanish reading copy of the summary for the attorney general's complaint form
 * (escalation/attorney-general-summary.ts agComplaintBlocks), from the same facts. The user pastes
 * the English summary into the form; this copy only tells them what it says.
 */
export function readingAgComplaintBlocks(input: AgComplaintInput): LetterBlock[] {
  const { letter, first } = input;
  const state = lugarDelEstado(letter.state);
  const defendants = defendantsFor(letter.platforms);
  const unsent = first && !first.sent;
  return [
    courtesyNote("el resumen que usted pega en inglés en el formulario de queja"),
    { kind: "subject", text: `Queja ante el fiscal general: carta de reclamo n.º ${input.letterId}` },
    {
      kind: "paragraph",
      text: `Preparado el ${fecha(input.preparedOn)} para ${letter.fullName}, ${state}. No somos un bufete de abogados y esto no es asesoría legal. Revise cada dato que aparece abajo y corrija lo que no sea exacto antes de presentar la queja.`,
    },
    { kind: "heading", text: "Dónde presentar la queja" },
    { kind: "paragraph", text: dondePresentar(letter.state) },
    { kind: "heading", text: "La empresa contra la que presenta la queja" },
    {
      kind: "list",
      style: "bulleted",
      items: defendants.map(
        (defendant) =>
          `${defendant.legalName}, ${defendant.principalAddress} (por ${unir(defendant.platforms.filter((platform) => letter.platforms.includes(platform)))}; verificado el ${fecha(defendant.checkedOn)}).`,
      ),
    },
    {
      kind: "paragraph",
      text: "Escriba en el formulario el nombre legal exacto: “Facebook” o “Instagram” es el nombre de un producto, no de una empresa.",
    },
    { kind: "heading", text: "Su resumen" },
    {
      kind: "paragraph",
      text: `Pegue estos párrafos, en inglés, en el espacio del formulario para describir su queja. Aquí los tiene en español para que sepa lo que dicen.${unsent ? " Su página del caso no registra cuándo ni cómo envió su carta, así que el resumen solo dice que iba dirigida a la empresa: regístrelo allí y vuelva a descargar este resumen." : ""}`,
    },
    {
      kind: "quote",
      paragraphs: resumen(
        input,
        defendants.map((defendant) => defendant.legalName),
      ),
    },
    { kind: "heading", text: "Después de presentar la queja" },
    {
      kind: "paragraph",
      text: "La oficina del fiscal general decide qué hacer con cada queja. Puede enviarla a la empresa y pedirle una respuesta, o archivarla; no lo representa a usted, y ningún resultado está asegurado. Mientras espera, no pierda de vista sus propios plazos para presentar un reclamo ante un tribunal o pedir un arbitraje.",
    },
  ];
}

/** attorney-general-pages.ts attorneyGeneralWhereToFile: the checked page, its source and note as recorded (in English). */
function dondePresentar(code: string): string {
  const page = attorneyGeneralComplaintPage(code);
  if (!page || !isKnownFact(page))
    return `No tenemos un enlace verificado al formulario de quejas de consumidores del fiscal general de ${lugarDelEstado(code)}. Busque ese formulario en el sitio web oficial del fiscal general y presente allí su queja.`;
  const { source } = page;
  const sourceText = source.url === page.value ? `“${source.title}”` : `“${source.title}”, ${source.url}`;
  const note = page.note ? ` Nuestra nota sobre esa página, en inglés: “${page.note}”` : "";
  return `Preséntela en línea en ${page.value}.${note} Fuente: ${sourceText}; verificada el ${fecha(page.checkedOn)}.`;
}

function resumen(input: AgComplaintInput, legalNames: readonly string[]): string[] {
  const { letter, first } = input;
  const companies = unir(legalNames);
  const plural = legalNames.length > 1;
  const words = cuentas(platformsOf(letter));
  const accounts = unir(accountFacts(letter).map(etiquetaDeCuenta));
  const which = words.una ? `mi ${accounts}` : `${words.mis}: ${accounts}`;
  const happened = [
    `El ${fechaGuardada(letter.banDate)}, ${companies} ${plural ? "desactivaron" : "desactivó"} ${which}.`,
  ];
  if (letter.banReason) happened.push(sentence(`El motivo que dieron fue: “${withoutStop(letter.banReason)}”`));
  const appeals = (letter.appeals ?? []).length;
  if (appeals > 0) happened.push(`Apelé ${veces(appeals)}.`);
  const lines = [happened.join(" ")];
  if (first) {
    const recipient = findRecipient(letter.recipientBusinessId);
    const to = recipient ? `${recipient.name}, ${recipient.fullAddress}` : companies;
    const delivered = first.deliveredOn ? `, y fue entregada el ${fecha(first.deliveredOn)}` : "";
    const dated = first.sent?.sentOn === first.date ? "" : ` con fecha del ${fecha(first.date)}`;
    const letterLine = first.sent
      ? `El ${fecha(first.sent.sentOn)} envié una carta de reclamo${dated} a ${to} ${comoSeEnvio(first.sent.method, first.sent.trackingNumber)}${delivered}.`
      : `Escribí una carta de reclamo con fecha del ${fecha(first.date)}, dirigida a ${to}.`;
    lines.push(
      `${letterLine} En ella les pedía que, a más tardar el ${fecha(first.deadline)}, restablecieran ${words.miCuenta}, que una persona revisara la decisión y que me informaran el motivo por escrito. ${loQuePaso(input.outcome, input.deadlinePassed, words.una)}`,
    );
  } else if (input.outcome) {
    lines.push(loQuePaso(input.outcome, input.deadlinePassed, words.una));
  }
  const money = dinero(letter, words.miCuenta);
  if (money) lines.push(money);
  lines.push(
    `Le pido a su oficina que investigue cómo ${companies} ${plural ? "manejaron" : "manejó"} ${words.miCuenta} y que les envíe esta queja para que responda. Si me lo piden, puedo enviarles una copia de mi carta y de mis registros.`,
  );
  return lines;
}

function loQuePaso(outcome: OutcomeKind | null, deadlinePassed: boolean, una: boolean): string {
  if (outcome === "no_reply") return "No he recibido respuesta.";
  if (outcome === "refused") return `Se negaron a restablecer ${una ? "mi cuenta" : "mis cuentas"}.`;
  if (outcome === "partly_restored")
    return una ? "Mi cuenta solo se restableció en parte." : "Mis cuentas solo se restablecieron en parte.";
  if (outcome === "restored")
    return una ? "Desde entonces, mi cuenta se restableció." : "Desde entonces, mis cuentas se restablecieron.";
  return deadlinePassed
    ? `Esa fecha ya pasó y ${una ? "mi cuenta no se ha restablecido" : "mis cuentas no se han restablecido"}.`
    : "Esa fecha todavía no ha pasado.";
}

/** attorney-general-summary.ts moneyLine: the bases stay as the sender wrote them. */
function dinero(letter: LetterData, miCuenta: string): string | undefined {
  const parts: string[] = [];
  if (letter.amountPaidToMeta) {
    const basis = withoutStop(letter.amountPaidBasis);
    parts.push(
      `Les pagué $${formatAmount(letter.amountPaidToMeta)} en los 12 meses anteriores a que desactivaran ${miCuenta}${basis ? ` (${basis})` : ""}.`,
    );
  }
  if (letter.amountClaimed) {
    const basis = withoutStop(letter.amountBasis);
    parts.push(
      `Mi carta reclamaba $${formatAmount(letter.amountClaimed)} por otras pérdidas${basis ? `, calculadas así: ${basis}` : ""}.`,
    );
  }
  return parts.length > 0 ? parts.join(" ") : undefined;
}
