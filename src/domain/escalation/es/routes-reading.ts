import { claimLimitFor, type ClaimLimit, termsWindowFor } from "../../case/terms-dates.ts";
import type { LetterBlock } from "../../letter/blocks.ts";
import type { PlatformTerms } from "../../letter/platform-terms.ts";
import { arbitrationFeeQuote } from "../../letter/terms-clauses.ts";
import { fecha, losTerminos, movidoAlDiaHabil, titulo, unir } from "../../reading-copy/spanish-words.ts";
import { type GuideInput, lacksSignIn, termsFor } from "../small-claims-guide.ts";

/** Section 5 of the guide in Spanish: the route each platform's terms describe (routeBlocks). */

/** "Según los términos “WhatsApp Terms of Service”, el reclamo debe presentarse “within one year…”". */
export function limiteDelReclamo(limit: ClaimLimit): string {
  return `Según ${losTerminos(limit.termsName)}, un reclamo debe presentarse “${limit.rule}” (dentro de un año desde que surgió la controversia). Contado desde el día en que se desactivó la cuenta (${fecha(limit.arose)}), el último día es el ${fecha(limit.lastDay)}.`;
}

/** Our notes on the terms (platform-terms.ts), in Spanish; a note without a counterpart stays as written. */
const NOTAS: Readonly<Record<string, string>> = {
  "Section 7.4: claims go to individual arbitration run by the American Arbitration Association under its Consumer Arbitration Rules; no class actions; jury trial waived.":
    "Sección 7.4: los reclamos van a un arbitraje individual administrado por la American Arbitration Association (AAA) según sus reglas para consumidores (Consumer Arbitration Rules); no se permiten demandas colectivas y se renuncia al juicio con jurado.",
  "Meta pays the arbitration filing, administration, hearing and arbitrator fees when the claim seeks less than $75,000 and the user gave a timely Notice of Dispute.":
    "Meta paga las tarifas de presentación, administración y audiencia del arbitraje y los honorarios del árbitro cuando el reclamo pide menos de $75,000 y el usuario envió a tiempo un aviso de disputa (Notice of Dispute).",
  'The "Special Arbitration Provision For United States Or Canada Users" sends all disputes except intellectual-property and service-interference disputes to individual arbitration (AAA Commercial Rules with its consumer supplementary procedures).':
    "La “Special Arbitration Provision For United States Or Canada Users” envía a arbitraje individual todas las controversias, salvo las de propiedad intelectual y las de interferencia con el servicio (reglas comerciales de la AAA con sus procedimientos complementarios para consumidores).",
  "Claims, including starting an arbitration, must be brought within one year after the dispute first arose, or they are barred (to the extent the law allows).":
    "Los reclamos, incluido el inicio de un arbitraje, deben presentarse dentro de un año desde que surgió la controversia; si no, prescriben (en la medida en que la ley lo permita).",
};

export function rutasDeLosTerminos(input: GuideInput): LetterBlock[] {
  const blocks: LetterBlock[] = [];
  for (const { platforms, terms } of termsFor(input.letter.platforms)) {
    blocks.push({ kind: "heading", text: `${unir(platforms)}: ${titulo(terms.termsName)}` });
    blocks.push({ kind: "list", style: "bulleted", items: pasos(input, terms) });
    blocks.push({
      kind: "paragraph",
      text: `Fuente: ${terms.source}, versión archivada el ${fecha(terms.sourceVersionDate)}; consultada el ${fecha(terms.checkedOn)}.${terms.verified ? "" : " No pudimos verificar el texto estadounidense de estos términos."}`,
    });
  }
  return blocks;
}

function pasos(input: GuideInput, terms: PlatformTerms): string[] {
  const notice = terms.noticeOfDispute;
  if (!notice)
    return [
      "Estos términos no tienen un paso de aviso de disputa ni de arbitraje.",
      `Un consumidor puede presentar su reclamo ante una corte competente del lugar donde vive; la corte de reclamos menores es una de ellas. Los demás reclamos van a ${terms.courts.replace(/^a competent court in the country where I live, or /, "")} (en inglés, tal como lo dicen los términos).`,
    ];
  const items: string[] = [];
  const sentToNotice = input.letter.recipientBusinessId === notice.recipientId;
  const first = input.first;
  if (sentToNotice && first) {
    const carta = `Su carta del ${fecha(first.date)}`;
    items.push(
      lacksSignIn(input.letter)
        ? `${carta} está dirigida a la dirección que estos términos dan para el aviso de disputa, pero no indica el correo electrónico o el teléfono con que usted inicia sesión, que estos términos piden en el aviso. Envíe un aviso que los indique (una carta corregida o una nueva a ese destinatario) antes de iniciar el arbitraje.`
        : first.sent
          ? `${carta} se envió a la dirección que estos términos dan para el aviso de disputa, así que sirve como ese aviso.`
          : `${carta} está dirigida a la dirección que estos términos dan para el aviso de disputa, así que, una vez enviada, sirve como ese aviso. Anote en la página de su carta cuándo y cómo la envió.`,
    );
  } else {
    items.push(
      `Antes del arbitraje, estos términos piden un aviso de disputa por escrito enviado a ${notice.addressAsPrinted}. Su carta se envió a otra dirección, así que primero envíe uno allí (basta con una carta nueva a ese destinatario).`,
    );
  }
  items.push(
    `Si la controversia no se resuelve dentro de ${notice.resolutionWindowDays} días después de recibido el aviso, cualquiera de las partes puede iniciar el arbitraje.`,
  );
  if (sentToNotice && first) items.push(plazo(input));
  if (terms.smallClaimsException)
    items.push(
      "En lugar del arbitraje, usted puede presentar el reclamo en la corte de reclamos menores de su localidad, en su propio nombre, si las reglas de esa corte lo permiten.",
    );
  items.push(
    ...terms.notes
      .filter(
        (note) =>
          /American Arbitration Association|AAA|fees|within one year|time limit/i.test(note) &&
          !/No contractual time limit/.test(note),
      )
      .map((note) => NOTAS[note] ?? note),
  );
  const fees = arbitrationFeeQuote(terms.governedBy);
  if (fees?.metaPaysBelowDollars !== undefined)
    items.push(
      `Si va a arbitraje, invoque la promesa sobre las tarifas: según estos términos, Meta paga las tarifas del arbitraje cuando el reclamo pide menos de $${fees.metaPaysBelowDollars.toLocaleString("es-US")} y se envió a tiempo un aviso de disputa (Notice of Dispute). La demanda de arbitraje que ofrece la página de su caso, una vez vencido el plazo, cita esa promesa y pide a la AAA que le cobre a Meta.`,
    );
  const limit = claimLimitFor(input.letter);
  if (terms.claimLimitYears && limit) items.push(limiteDelReclamo(limit));
  if ((terms.variants ?? []).some((variant) => !variant.arbitration))
    items.push(
      "También se han visto copias archivadas de estos términos sin el acuerdo de arbitraje; según ese texto, un consumidor puede presentar su reclamo ante una corte competente del lugar donde vive.",
    );
  return items;
}

function plazo(input: GuideInput): string {
  const window = termsWindowFor(input.letter, input.first?.deliveredOn);
  if (!window)
    return "Ese plazo se cuenta desde el día en que Meta recibió su aviso, no desde la fecha de su carta. El acuse de recibo del correo certificado y la página de seguimiento de USPS muestran el día de la entrega; cuente desde ese día.";
  const reported =
    input.first?.sent?.recordedBy === "sender"
      ? "Usted anotó que su aviso se entregó"
      : "El servicio de correo informó que su aviso se entregó";
  return `${reported} el ${fecha(window.deliveredOn)}, así que los ${window.days} días terminan el ${fecha(window.ends.day)}${movidoAlDiaHabil(window.ends)}.`;
}
