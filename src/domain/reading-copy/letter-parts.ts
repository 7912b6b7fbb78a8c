import type { LetterData } from "../letter/letter-facts.ts";
import { formatAmount } from "../letter/template.ts";
import { sentence, withoutStop } from "../letter/format.ts";
import type { NoticeTerms } from "../letter/notice.ts";
import type { AccountFact } from "../letter/opening.ts";
import { PLATFORM_TERMS } from "../letter/platform-terms.ts";
import { type AccessRight, privacyLawFor } from "../letter/privacy-laws.ts";
import { clausesOf } from "../letter/terms-basis.ts";
import type { TermsQuote } from "../letter/terms-clauses.ts";
import { fecha, lugarDelEstado, losTerminos, titulo, unir } from "./spanish-words.ts";

/**
 * The Spanish sentences the reading copies of the letter, the final notice and the data request
 * share, built from the same facts as their English templates (template.ts, notice.ts, data-request.ts).
 */

/** How many accounts, and the words that agree with them. */
export interface Cuentas {
  una: boolean;
  /** "mi cuenta de Instagram", "mis cuentas de Instagram y Facebook" */
  mis: string;
  /** "esta cuenta", "estas cuentas" */
  estas: string;
  /** "mi cuenta", "mis cuentas" */
  miCuenta: string;
}

export function cuentas(platforms: readonly string[]): Cuentas {
  const una = platforms.length <= 1;
  return {
    una,
    mis: `${una ? "mi cuenta" : "mis cuentas"} de ${unir(platforms)}`,
    estas: una ? "esta cuenta" : "estas cuentas",
    miCuenta: una ? "mi cuenta" : "mis cuentas",
  };
}

/** "cuenta de WhatsApp +1 555 123 4567" or "cuenta de Instagram “jane.doe”". */
export function etiquetaDeCuenta(account: AccountFact): string {
  return account.platform === "WhatsApp"
    ? `cuenta de WhatsApp ${account.handle}`
    : `cuenta de ${account.platform} “${account.handle}”`;
}

export function fraseDelUsuario(account: AccountFact): string {
  return account.platform === "WhatsApp"
    ? `Mi cuenta de WhatsApp está registrada con el número de teléfono ${account.handle}.`
    : `Mi nombre de usuario en ${account.platform} es “${account.handle}”.`;
}

/** What the letter asks Meta to do (template.ts demandItems), in the same order. */
export function loQuePido(data: LetterData, platforms: readonly string[]): string[] {
  const { mis, miCuenta } = cuentas(platforms);
  return [
    `Restablecer ${mis} y todo su contenido.`,
    "Que una persona, y no solo un sistema automatizado, revise la decisión.",
    `Eliminar cualquier sanción o infracción que esta decisión haya registrado en ${miCuenta}.`,
    "Informarme por escrito el motivo de la decisión, incluida la regla específica que aplicaron y lo que, según ustedes, hice para infringirla.",
    "Informarme si la decisión, o alguna parte de ella, fue tomada por un sistema automatizado.",
    `Enviarme el historial de sanciones, advertencias o infracciones registradas en ${miCuenta}.`,
    ...pagosQuePido(data),
  ];
}

/** The money the sender asks for (template.ts and eu-uk-asks.ts), in the amounts and words they typed. */
export function pagosQuePido(data: LetterData): string[] {
  const items: string[] = [];
  if (data.amountPaidToMeta) {
    const refund = `Reembolsarme los $${formatAmount(data.amountPaidToMeta)} que les pagué en los 12 meses anteriores a la decisión`;
    items.push(data.amountPaidBasis ? sentence(`${refund}: ${data.amountPaidBasis}`) : `${refund}.`);
  }
  if (data.amountClaimed) {
    const pay = `Pagarme $${formatAmount(data.amountClaimed)} por lo que perdí`;
    items.push(data.amountBasis ? sentence(`${pay}. Calculé esta cantidad así: ${data.amountBasis}`) : `${pay}.`);
  }
  return items;
}

/** The terms' own window to resolve the dispute, under the deadline (notice.ts windowSentence). */
export function plazoDelAviso(notice: NoticeTerms): string {
  const window = `${notice.windowDays} días a partir de que reciban este aviso para intentar resolver la controversia antes de que cualquiera de las partes pueda iniciar un arbitraje`;
  return notice.conditional
    ? `Si el acuerdo de arbitraje de ${losTerminos(PLATFORM_TERMS.Instagram.termsName)} se aplica a mí, nos da ${window}.`
    : `Conforme a ${losTerminos(notice.under)}, tenemos ${window}.`;
}

const NDCAL =
  "the U.S. District Court for the Northern District of California or a state court located in San Mateo County";
const NDCAL_ES =
  "la Corte de Distrito de los Estados Unidos para el Distrito Norte de California o un tribunal estatal del condado de San Mateo";

/** The courts the terms name, in Spanish; a wording not known here stays as the terms give it. */
function tribunales(courts: string): string {
  if (courts === NDCAL) return NDCAL_ES;
  if (courts === `${NDCAL} in California`) return `${NDCAL_ES}, en California`;
  if (courts === `a competent court in the country where I live, or ${NDCAL}`)
    return `un tribunal competente del país donde vivo, o ${NDCAL_ES}`;
  return courts;
}

/** What the sender may do without an answer (notice.ts nextStepItems), in the same order. */
export function siguientesPasos(
  platforms: readonly string[],
  notice: NoticeTerms | undefined,
  state: string,
): string[] {
  const items = ["Presentar un reclamo en la corte de reclamos menores del lugar donde vivo."];
  if (notice)
    items.push(
      `Iniciar un arbitraje conforme a ${losTerminos(notice.under)} una vez que haya pasado el plazo de ${notice.windowDays} días, cuando esos términos lo prevean.`,
    );
  if (platforms.includes("Facebook")) {
    const facebook = PLATFORM_TERMS.Facebook;
    items.push(
      `Presentar mi reclamo sobre Facebook ante ${tribunales(facebook.courts)}, como lo permiten ${losTerminos(facebook.termsName)}.`,
    );
  }
  const others = platforms.filter((platform) => platform !== "Facebook");
  if (!notice && others.length > 0)
    items.push(`Seguir los pasos para controversias de los términos de servicio de ${unir(others)}.`);
  items.push(`Presentar una queja ante el fiscal general de ${lugarDelEstado(state)}.`);
  return items;
}

/** Where a quoted passage stands in the archived terms (terms-basis.ts cite). */
const cita = (quote: TermsQuote) =>
  `(${titulo(quote.document)}, sección “${quote.section}”, en la versión archivada el ${fecha(quote.sourceVersionDate)})`;

/** Why the letter asks Meta to keep the account (terms-basis.ts preservationReason). */
export function motivoParaConservar(platforms: readonly string[]): string | undefined {
  for (const clauses of clausesOf(platforms)) {
    const quotes = clauses.deletionTimeline.quotes;
    if (quotes === null) continue;
    const days = quotes.find((quote) => quote.deletionTakesUpToDays !== undefined);
    const backups = quotes.find((quote) => quote.backupRemovalUpToDays !== undefined);
    if (!days) continue;
    const fromBackups = backups
      ? `, y hasta otros ${backups.backupRemovalUpToDays} días en las copias de seguridad`
      : "";
    return `El documento ${titulo(days.document)} dice que la eliminación puede tardar hasta ${days.deletionTakesUpToDays} días${fromBackups} ${cita(days)}: una vez que empiece, lo que se discute en esta controversia puede desaparecer.`;
  }
  return undefined;
}

const DERECHOS: Readonly<Record<AccessRight, string>> = {
  know: "a conocer la información personal que han recopilado sobre mí, incluidos los datos personales específicos",
  "confirm and access": "a confirmar si están tratando mis datos personales y a acceder a esos datos",
  "confirm, access and obtain a copy":
    "a confirmar si están tratando mis datos personales, a acceder a esos datos y a obtener una copia de los datos personales que les proporcioné",
  "confirm, access the categories and obtain a copy":
    "a confirmar si están tratando mis datos personales, a acceder a las categorías de datos personales que tratan y a obtener una copia de los datos personales que les proporcioné",
  "confirm, access and obtain a copy or summary":
    "a confirmar si están tratando mis datos personales, a acceder a esos datos y a obtener una copia o un resumen representativo de los datos personales que les proporcioné",
  "confirm, access and obtain a copy of all":
    "a confirmar si están tratando mis datos personales, a acceder a esos datos y a obtener una copia de mis datos personales",
};

/** The request for a copy of the data (data-request.ts dataRequest); the law keeps its English name. */
export function pedidoDeDatos(state: string, estas: string): string {
  const reasons = "Les pido también que me envíen los motivos de su decisión y la información en la que se basaron.";
  const copy = `Les pido que me envíen una copia de los datos personales que tienen sobre mí en ${estas}.`;
  const law = privacyLawFor(state);
  if (law) {
    const days =
      law.responseDays === null ? "" : ` Esa ley les da ${law.responseDays} días para responder a esta solicitud.`;
    return `Vivo en ${lugarDelEstado(state)}. Conforme a la ley ${titulo(law.printName)}, tengo derecho ${DERECHOS[law.accessRight]}. ${copy} ${reasons}${days}`;
  }
  return `${copy} ${reasons} Hago esta solicitud conforme a su Política de Privacidad (Privacy Policy) y a las leyes de privacidad de ${lugarDelEstado(state)}, en la medida en que se apliquen.`;
}

/** An earlier appeal: "3 de marzo de 2026: formulario de apelación (referencia 123)." */
export function apelacion(date: string, method: string, reference?: string | null): string {
  const ref = reference ? ` (referencia ${withoutStop(reference)})` : "";
  return sentence(`${date}: ${method}${ref}`);
}
