import type { LetterBlock } from "../../letter/blocks.ts";
import { fecha } from "../../reading-copy/spanish-words.ts";
import { smallClaimsAppeal } from "../appeal-rules.ts";
import type { FilingFee, StateCourtLookup } from "../court-facts-big-states.ts";
import type { LocalCourt } from "../local-courts.ts";
import { courtFactBlocks, type CourtFactWords, type FactLine, type Footnotes } from "../court-fact-blocks.ts";
import { countyCourtLink, isCountyFeeState } from "../county-courts.ts";
import { type Fact, isKnownFact } from "../sourced-facts.ts";

/**
 * Section 3 of the guide in Spanish (court-fact-blocks.ts): the same facts, sources and footnotes.
 * Our labels and sentences are Spanish, amounts and dates es-US; what each source says (fees,
 * lawyers, where to file, service, appeal, its notes) stays in the English we noted it in, marked
 * as such (decision 0061).
 */

const NO_VERIFICADO = "no pudimos verificarlo; pregunte en su corte.";
const dolares = (amount: number) => `$${amount.toLocaleString("es-US")}`;

/** A local court's labels (local-courts.ts) in Spanish; a label without one stays as written. */
const ETIQUETAS: Readonly<Record<string, string>> = {
  "Your court": "Su corte",
  "The most you can claim": "Lo máximo que puede reclamar",
  "Filing fee": "Tarifa de presentación",
  Lawyers: "Abogados",
  "Where to file against a company based in another state": "Dónde presentar contra una empresa de otro estado",
  "Serving the company": "Notificación a la empresa",
  Appeal: "Apelación",
  "The court's page on small claims": "La página de la corte sobre reclamos menores",
  "The courts' page on small claims": "La página de las cortes sobre reclamos menores",
  "The court's page on starting a small claims case":
    "La página de la corte sobre cómo iniciar un caso de reclamos menores",
  "What a New York City claim needs from Meta": "Lo que un reclamo en la Ciudad de Nueva York necesita de Meta",
  "What the claim needs from Meta": "Lo que el reclamo necesita de Meta",
  "Whether Meta has an office in the city": "Si Meta tiene una oficina en la ciudad",
};

const POR_QUE: Readonly<Record<LocalCourt["id"], string>> = {
  philadelphia:
    "Su código postal está en Filadelfia, que no tiene cortes de distrito de magistrados (magisterial district courts): allí los reclamos menores van a la Philadelphia Municipal Court.",
  "new-york-city":
    "Su código postal está en la Ciudad de Nueva York, que tiene su propia corte de reclamos menores y sus propias reglas.",
  "new-york-outside-city":
    "Su código postal está fuera de la Ciudad de Nueva York, donde los reclamos menores van a una City Court, a una District Court (Nassau y Suffolk) o a una Town Court o Village Court.",
};

const PERIODOS: Readonly<Record<string, string>> = {
  "calendar year, in all California courts": "año calendario, en todas las cortes de California",
};

/** countyFeeLine (court-fact-blocks.ts), in Spanish: the county's court page, a statewide finder, or neither. */
function tarifaDelCondado(notas: Footnotes, fee: Fact<FilingFee>, state: string, city?: string, county?: string) {
  const inicio = `La tarifa de su condado: cada condado o corte fija su propia tarifa, así que la suya puede ser distinta de las cifras de arriba, que son de ${fee.source.title}.`;
  const secretario = city
    ? `al secretario de la corte de reclamos menores de ${city}`
    : "al secretario de su corte de reclamos menores";
  if (!isCountyFeeState(state))
    return `${inicio} Antes de presentar su reclamo, pregunte ${secretario} cuáles son sus tarifas de presentación y de notificación.`;
  const link = countyCourtLink(state, county);
  const nota = (fact: Fact<string>) => (fact.note ? ` ${fact.note}` : "");
  if (link.kind === "county")
    return `${inicio} Para el condado de ${link.county} (${link.county} County), revise las tarifas de presentación y de notificación en la página de esta corte antes de presentar su reclamo (en inglés, según la fuente): ${link.page.value} ${notas.mark(link.page)}${nota(link.page)}`;
  const pregunte = `pregunte ${secretario}${link.county ? ` (${link.county} County)` : ""} cuáles son sus tarifas antes de presentar su reclamo.`;
  const buscador = isKnownFact(link.finder)
    ? `busque su corte en ${link.finder.value} ${notas.mark(link.finder)}${nota(link.finder)} (en inglés, según la fuente). O ${pregunte}`
    : null;
  if (link.county)
    return buscador
      ? `${inicio} No encontramos una página oficial de la corte del condado de ${link.county}: ${buscador}`
      : `${inicio} No encontramos una página oficial de la corte del condado de ${link.county} ni un directorio oficial de cortes de todo el estado: ${pregunte}`;
  const elija = `${inicio} No deducimos su condado a partir de su código postal: elija su condado en la página de su caso y vuelva a descargar esta guía para obtener la página de su corte, donde la encontramos.`;
  return buscador
    ? `${elija} Mientras tanto, ${buscador}`
    : `${elija} No encontramos un directorio oficial de cortes de todo el estado, así que mientras tanto ${pregunte}`;
}

function lineasDelEstado(notas: Footnotes, found: StateCourtLookup, city?: string, county?: string): FactLine[] {
  const lines: FactLine[] = [];
  if (found.detail === "full") {
    const full = found.facts;
    lines.push(
      {
        key: "limit",
        text: () => notas.line("Lo máximo que puede reclamar una persona", full.claimLimit, (n) => `${dolares(n)}.`),
      },
      {
        key: "yearlyCap",
        text: () =>
          notas.line(
            "Reclamos grandes en un año",
            full.yearlyCap,
            (cap) =>
              `como máximo ${cap.claims} reclamos de más de ${dolares(cap.overDollars)} por ${PERIODOS[cap.period] ?? cap.period}.`,
          ),
      },
      { key: "fee", text: () => notas.line("Tarifa de presentación", full.filingFee, (fee) => `${fee.text}.`) },
      ...(isKnownFact(full.filingFee) && full.filingFee.value.setLocally
        ? [
            {
              key: "countyFee" as const,
              text: () => tarifaDelCondado(notas, full.filingFee as Fact<FilingFee>, found.state, city, county),
            },
          ]
        : []),
      { key: "lawyers", text: () => notas.line("Abogados", full.lawyers, (rule) => rule.note) },
      {
        key: "venue",
        text: () => notas.line("Dónde presentar contra una empresa de otro estado", full.venue, (venue) => venue),
      },
      {
        key: "service",
        text: () =>
          notas.line("Notificación a la empresa", full.service, (service) => {
            const clerk =
              service.clerkCertifiedMail === true
                ? " El secretario puede notificarla por correo certificado."
                : service.clerkCertifiedMail === false
                  ? " El secretario no la notifica por correo certificado."
                  : "";
            return `${service.how}${clerk}`;
          }),
      },
    );
  }
  const appeal = smallClaimsAppeal(found.state);
  if (appeal) lines.push({ key: "appeal", text: () => notas.line("Apelación", appeal, (rule) => rule) });
  lines.push(
    {
      key: "contractLimit",
      text: () =>
        notas.line(
          "Plazo para un reclamo basado en un contrato escrito",
          found.facts.writtenContractLimit,
          (limit) => `${limit.years} años${limit.citation ? ` (${limit.citation})` : ""}.`,
        ),
    },
    {
      key: "page",
      text: () =>
        notas.line("La página de ayuda de la corte sobre reclamos menores", found.facts.selfHelpUrl, (url) => url),
    },
  );
  if (found.detail === "basic")
    lines.push({
      key: "court",
      text: () =>
        `Lo máximo que puede reclamar, las tarifas, los abogados, dónde presentar y cómo notificar: ${NO_VERIFICADO}`,
    });
  return lines;
}

const ESPANOL: CourtFactWords = {
  unchecked: NO_VERIFICADO,
  localLabel: (label) => ETIQUETAS[label] ?? label,
  stateLines: lineasDelEstado,
  intro: (local) =>
    `${local ? `${POR_QUE[local.id]} ` : ""}Esto es lo que decían las fuentes de abajo cuando las consultamos. Lo que cada fuente dice de las tarifas, los abogados, dónde presentar, la notificación y la apelación se deja en inglés, tal como lo anotamos de la fuente oficial. Los límites y las tarifas cambian: confírmelos con la corte antes de presentar su reclamo.`,
  sourcesHeading: "Fuentes:",
  source: ({ source, checkedOn }, number) =>
    `[${number}] ${source.title}, ${source.url} (${source.kind === "official" ? "página oficial" : "un resumen, no una página oficial"}; consultada el ${fecha(checkedOn)}).`,
};

/** stateFactBlocks, in Spanish. */
export function hechosDeLaCorte(
  state: string,
  heading: string,
  local?: LocalCourt,
  city?: string,
  county?: string,
): LetterBlock[] {
  return courtFactBlocks(ESPANOL, state, heading, local, city, county);
}
