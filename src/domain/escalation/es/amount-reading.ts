import { withoutStop } from "../../letter/format.ts";
import type { LetterData } from "../../letter/letter-facts.ts";
import { formatAmount } from "../../letter/template.ts";
import { explicacionDeResponsabilidad } from "../../reading-copy/claim-basis.ts";
import { fecha, lugarDelEstado } from "../../reading-copy/spanish-words.ts";
import { attorneyGeneralComplaintPage } from "../attorney-general-pages.ts";
import { type ClaimAmount, claimAmount, dollarsText } from "../claim-amount.ts";
import { isKnownFact } from "../sourced-facts.ts";

/** The guide's amount and attorney-general paragraphs in Spanish (small-claims-guide.ts, claim-amount.ts, terms-basis.ts). */

/** liabilityExplanation, in Spanish. */
/** overLimitChoiceText, in Spanish. */
function eleccionSobreElLimite(letter: Pick<LetterData, "state" | "overLimitChoice">, amount: ClaimAmount): string {
  if (!amount.over || amount.limit === null) return "";
  const limit = dollarsText(amount.limit);
  const head = `El total que usted reclama, ${dollarsText(amount.total)}, supera el límite de reclamos menores de ${lugarDelEstado(letter.state)}, que es de ${limit}.`;
  if (letter.overLimitChoice === "reduce")
    return `${head} Usted eligió reducir el reclamo a ${limit} y renunciar al resto: la declaración del reclamo lo dice. Una corte no le permitirá reclamar el resto después en otro caso.`;
  if (letter.overLimitChoice === "other_court")
    return `${head} Usted eligió mantener la cantidad completa, así que la corte de reclamos menores no puede verlo tal como está escrito: preséntelo en la corte que ve reclamos mayores (pregunte al secretario cuál es) o en arbitraje, donde los términos lo prevén.`;
  return `${head} Debe elegir antes de presentar su reclamo: reducirlo a ${limit} y renunciar al resto (no podrá reclamarlo después), o mantener la cantidad completa y presentarlo en una corte que vea reclamos mayores, o en arbitraje, donde los términos lo prevén. La declaración del reclamo deja un espacio en blanco para esa elección.`;
}

function dinero(letter: LetterData): string {
  const paid = letter.amountPaidToMeta
    ? `Primero y aparte, lo que usted pagó a Meta en los 12 meses anteriores a la decisión: $${formatAmount(letter.amountPaidToMeta)} (${withoutStop(letter.amountPaidBasis)}). `
    : "";
  const other = letter.amountClaimed
    ? `Otras pérdidas que reclamó su carta: $${formatAmount(letter.amountClaimed)} (${withoutStop(letter.amountBasis)}). `
    : "";
  const amount = claimAmount(letter);
  const total = paid && other ? `Total: ${dollarsText(amount.total)}. ` : "";
  const limit =
    amount.limit !== null && (paid || other)
      ? `Límite de reclamos menores de ${lugarDelEstado(letter.state)} para una persona: ${dollarsText(amount.limit)}. `
      : "";
  if (paid || other)
    return `${paid}${other}${total}${limit}Lleve los recibos, facturas o estados de cuenta que respaldan cada cifra.`;
  return "Su carta no indicó una cantidad. Las cortes de reclamos menores deciden reclamos de dinero: calcule lo que le costó perder la cuenta (por ejemplo, pedidos o ingresos perdidos, publicidad pagada o el costo de reemplazar contenido), guarde los documentos que respaldan cada cifra y averigüe lo máximo que su corte puede otorgar.";
}

/** amountText, in Spanish. */
export function textoDelMonto(letter: LetterData): string {
  const terms = explicacionDeResponsabilidad(letter.platforms, Boolean(letter.amountPaidToMeta)).join(" ");
  const choice = eleccionSobreElLimite(letter, claimAmount(letter));
  return `${dinero(letter)}${terms ? ` ${terms}` : ""}${choice ? ` ${choice}` : ""}`;
}

/** attorneyGeneralWhereToFile, in Spanish: the page's own note stays as the source wrote it. */
export function dondePresentarLaQueja(code: string): string {
  const page = attorneyGeneralComplaintPage(code);
  if (!page || !isKnownFact(page))
    return `No tenemos un enlace verificado al formulario de quejas de consumidores del fiscal general de ${lugarDelEstado(code)}. Busque en el sitio web oficial del fiscal general su formulario de quejas de consumidores y presente allí su queja.`;
  const { source } = page;
  const sourceText = source.url === page.value ? source.title : `${source.title}, ${source.url}`;
  const note = page.note ? ` Lo que anotamos de esa página, en inglés: ${page.note}` : "";
  return `Presente la queja en línea en ${page.value}.${note} Fuente: ${sourceText}; consultada el ${fecha(page.checkedOn)}.`;
}
