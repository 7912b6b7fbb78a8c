import type { OutcomeKind } from "../../case/case.ts";
import { withoutStop } from "../../letter/format.ts";
import { accountFacts, type LetterData } from "../../letter/letter-facts.ts";
import { PLATFORMS } from "../../letter/platforms.ts";
import { findRecipient } from "../../letter/recipients.ts";
import { formatAmount } from "../../letter/template.ts";
import { cuentas, etiquetaDeCuenta, loQuePido } from "../../reading-copy/letter-parts.ts";
import { comoSeEnvio, fecha, fechaGuardada, unir } from "../../reading-copy/spanish-words.ts";
import { claimAmount, dollarsText } from "../claim-amount.ts";
import type { GuideInput } from "../small-claims-guide.ts";
import { fundamentoDelReclamo, hechosDelRemitente } from "../../reading-copy/claim-basis.ts";

/**
 * The statement of claim (small-claims-guide.ts statementOfClaim) read in Spanish, line for line.
 * The sender files the English text; this reading only lets them understand it.
 */
export function lecturaDeLaDeclaracion(input: GuideInput, demandados: string[]): string[] {
  const { letter, first } = input;
  const platforms = PLATFORMS.filter((platform) => letter.platforms.includes(platform));
  const { una } = cuentas(platforms);
  const etiquetas = accountFacts(letter).map(etiquetaDeCuenta);
  const desactivo = demandados.length > 1 ? "desactivaron" : "desactivó";
  const lines = [
    `El ${fechaGuardada(letter.banDate)}, ${unir(demandados)} ${desactivo} ${una ? `mi ${etiquetas[0]}` : `mis cuentas: ${unir(etiquetas)}`}.`,
    ...hechosDelRemitente(letter),
  ];
  if (first) {
    const recipient = findRecipient(letter.recipientBusinessId);
    const to = `${recipient?.name ?? "Meta"}${recipient ? `, ${recipient.fullAddress}` : ""}`;
    const entregada = first.deliveredOn ? `, entregada el ${fecha(first.deliveredOn)}` : "";
    const fechada = first.sent?.sentOn === first.date ? "" : ` con fecha del ${fecha(first.date)}`;
    lines.push(
      first.sent
        ? `El ${fecha(first.sent.sentOn)} envié una carta de reclamo${fechada} a ${to} ${comoSeEnvio(first.sent.method, first.sent.trackingNumber)}${entregada}.`
        : `Escribí una carta de reclamo con fecha del ${fecha(first.date)}, dirigida a ${to}.`,
      `En ella les pedía que hicieran lo siguiente a más tardar el ${fecha(first.deadline)}:`,
      ...loQuePido(letter, platforms).map((item, index) => `(${index + 1}) ${item}`),
      resultado(input.outcome, input.deadlinePassed, una),
    );
  }
  lines.push(...fundamentoDelReclamo(letter, letter.platforms));
  const claim = loQueReclamo(letter);
  if (claim) lines.push(claim);
  return lines;
}

function resultado(outcome: OutcomeKind | null, deadlinePassed: boolean, una: boolean): string {
  const mi = una ? "mi cuenta" : "mis cuentas";
  if (outcome === "no_reply")
    return deadlinePassed ? "Esa fecha ya pasó y no he recibido respuesta." : "Esa fecha todavía no ha pasado.";
  if (outcome === "refused") return `Se negaron a restablecer ${mi}.`;
  if (outcome === "partly_restored")
    return una ? "Mi cuenta solo se restableció en parte." : "Mis cuentas solo se restablecieron en parte.";
  if (!deadlinePassed) return "Esa fecha todavía no ha pasado.";
  return una
    ? "Esa fecha ya pasó y mi cuenta no ha sido restablecida."
    : "Esa fecha ya pasó y mis cuentas no han sido restablecidas.";
}

/** claimSentence, in Spanish: the same amounts and the same choice above the limit. */
function loQueReclamo(letter: LetterData): string | undefined {
  const parts: string[] = [];
  if (letter.amountPaidToMeta)
    parts.push(
      `$${formatAmount(letter.amountPaidToMeta)} que les pagué en los 12 meses anteriores a la decisión (${withoutStop(letter.amountPaidBasis)})`,
    );
  if (letter.amountClaimed)
    parts.push(
      `$${formatAmount(letter.amountClaimed)} por otras pérdidas, calculadas así: ${withoutStop(letter.amountBasis)}`,
    );
  if (parts.length === 0) return undefined;
  const amount = claimAmount(letter);
  const claimed = parts.length === 1 ? parts[0] : `${dollarsText(amount.total)}: ${parts.join("; y ")}`;
  if (!amount.over || amount.limit === null || letter.overLimitChoice === "other_court") return `Reclamo ${claimed}.`;
  const limit = dollarsText(amount.limit);
  if (letter.overLimitChoice === "reduce")
    return `Reclamo ${limit}, lo máximo que esta corte puede otorgar, y renuncio al resto de mi reclamo de ${claimed}.`;
  return `Reclamo ${claimed}. [Esto supera el límite de reclamos menores de ${limit}: escriba en inglés “I reduce my claim to ${limit} and waive the rest” (reduzco mi reclamo a ${limit} y renuncio al resto), o presente el reclamo en otra corte.]`;
}
