import { claimLimitFor } from "../../case/terms-dates.ts";
import type { LetterBlock } from "../../letter/blocks.ts";
import type { LetterData } from "../../letter/letter-facts.ts";
import { fecha, lugarDelEstado, unir } from "../../reading-copy/spanish-words.ts";
import { notaDeTraduccionCertificada } from "../certified-translation.ts";
import { defendantsFor } from "../defendants.ts";
import { type LocalCourt, localCourtFor } from "../local-courts.ts";
import { appealedInside, type GuideInput, statementOfClaim } from "../small-claims-guide.ts";
import { dondePresentarLaQueja, textoDelMonto } from "./amount-reading.ts";
import { hechosDeLaCorte } from "./court-facts-reading.ts";
import { limiteDelReclamo, rutasDeLosTerminos } from "./routes-reading.ts";
import { lecturaDeLaDeclaracion } from "./statement-reading.ts";
import { versionesDeLosTerminos } from "./terms-versions-reading.ts";

/**
 * The small-claims and arbitration guide (small-claims-guide.ts) for a Spanish-speaking account
 * (issue 39, decision 0061): the same facts and sections, written in Spanish. The statement of
 * claim the sender files stays English, as courts require, with its Spanish reading after it,
 * marked as a reading aid not to be filed.
 */
export function guiaDeReclamosMenoresBlocks(input: GuideInput): LetterBlock[] {
  const { letter } = input;
  const estado = lugarDelEstado(letter.state);
  const defendants = defendantsFor(letter.platforms);
  const names = defendants.map((defendant) => defendant.legalName);
  const limit = claimLimitFor(letter);
  const traduccion = notaDeTraduccionCertificada(letter);
  return [
    { kind: "subject", text: `Guía de reclamos menores y arbitraje: carta de reclamo n.º ${input.letterId}` },
    {
      kind: "paragraph",
      text: `Preparada el ${fecha(input.preparedOn)} para ${letter.fullName}, ${estado}. No somos un bufete de abogados y esto no es asesoramiento legal. Las reglas, los formularios, las tarifas y lo máximo que se puede reclamar varían según el estado y el condado; confírmelos con el centro de ayuda o el secretario de su corte antes de presentar su reclamo.`,
    },
    ...(limit
      ? [
          { kind: "heading" as const, text: "Plazo para reclamar" },
          {
            kind: "paragraph" as const,
            text: `${limiteDelReclamo(limit)} Presente su reclamo, o inicie el arbitraje, mucho antes de ese día; una corte puede contar el plazo de otra manera, así que no espere al último día.`,
          },
        ]
      : []),
    { kind: "heading", text: "1. Su declaración del reclamo, en inglés" },
    { kind: "paragraph", text: comoUsarLaDeclaracion(input) },
    { kind: "quote", paragraphs: statementOfClaim(input, names), language: "en" },
    { kind: "heading", text: "Lectura en español de la declaración (no la presente)" },
    {
      kind: "paragraph",
      text: "Traducción de cortesía, solo para que usted entienda lo que presenta. No la copie en el formulario ni la entregue a la corte: lo que se presenta es el texto en inglés de arriba. Lo que va entre corchetes [ ] es un espacio que usted completa, en inglés, en ese texto.",
    },
    { kind: "quote", paragraphs: lecturaDeLaDeclaracion(input, names) },
    ...(traduccion ? [{ kind: "paragraph" as const, text: traduccion }] : []),
    { kind: "heading", text: "La cantidad" },
    { kind: "paragraph", text: textoDelMonto(letter) },
    { kind: "heading", text: "2. A quién demanda" },
    {
      kind: "list",
      style: "bulleted",
      items: defendants.map(
        (defendant) =>
          `${defendant.legalName}${defendant.organisedIn ? `, una corporación de ${defendant.organisedIn}` : ""}, por ${unir(defendant.platforms.filter((platform) => letter.platforms.includes(platform)))}. Domicilio principal: ${defendant.principalAddress}. (Fuente, en inglés: ${defendant.source}; consultada el ${fecha(defendant.checkedOn)}.)`,
      ),
    },
    {
      kind: "paragraph",
      text: "Use en el formulario el nombre legal exacto, tal como aparece arriba. Un reclamo contra “Facebook” o “Instagram” nombra un producto, no una empresa.",
    },
    ...bloquesDeLaCorte(letter, estado, input.county ?? undefined),
    { kind: "heading", text: `4. Cómo encontrar al agente para notificaciones judiciales en ${estado}` },
    {
      kind: "list",
      style: "numbered",
      items: [
        `Abra la búsqueda de entidades comerciales de la Secretaría de Estado de ${estado} (o de la oficina que registra empresas en ${estado}) y busque ${unir(names.map((name) => `“${name}”`))}.`,
        "Si la empresa está registrada para hacer negocios allí, su registro indica un agente para notificaciones judiciales (registered agent for service of process) y su dirección. Allí se entregan los documentos de la corte.",
        "Si no está registrada allí, pregunte al secretario de la corte cómo notificar a una empresa de otro estado; las reglas de la corte dicen qué formas se permiten.",
        "Siga las reglas de la corte sobre quién puede entregar los documentos, y presente el comprobante de la notificación (proof of service) dentro del plazo de la corte.",
      ],
    },
    {
      kind: "paragraph",
      text: "No hemos incluido la página de búsqueda ni las tarifas de cada estado: cambian, y no pudimos verificarlas todas. Las páginas de ayuda de su corte tienen los enlaces.",
    },
    { kind: "heading", text: "5. Corte de reclamos menores o arbitraje" },
    ...rutasDeLosTerminos(input),
    ...versionesDeLosTerminos(letter.platforms, "Qué versión de los términos aceptó usted"),
    { kind: "heading", text: "6. Lista para la audiencia" },
    { kind: "list", style: "bulleted", items: listaParaLaAudiencia(input) },
    {
      kind: "paragraph",
      text:
        input.first?.sent?.method === "certified_mail"
          ? "El correo certificado prueba que su carta se envió y se entregó; no obliga a nadie a responder, y ningún resultado ante la corte es seguro."
          : "Ningún resultado ante la corte es seguro: lleve todos los registros de cómo envió su carta y de lo que recibió como respuesta.",
    },
    { kind: "heading", text: `7. Una queja ante el fiscal general de ${estado}` },
    {
      kind: "paragraph",
      text: `Además de un reclamo, puede presentar una queja ante el fiscal general, cuya oficina puede pedir a Meta que responda; no lo representa a usted ni decide su reclamo. ${dondePresentarLaQueja(letter.state)} La página de su caso ofrece un resumen en inglés para pegar en el formulario.`,
    },
  ];
}

function comoUsarLaDeclaracion(input: GuideInput): string {
  const form = input.letter.state === "CA" ? " (en California, el formulario SC-100)" : "";
  const unsent =
    input.first && !input.first.sent
      ? " La página de su caso no registra cuándo ni cómo envió su carta, así que este borrador solo dice que estaba dirigida a ellos: anótelo allí y vuelva a descargar esta guía."
      : "";
  const english =
    input.letter.state === "CA"
      ? "Los formularios de la corte se llenan en inglés (lo exige el Código de Procedimiento Civil de California, § 185)"
      : "Las cortes de los Estados Unidos trabajan en inglés y sus formularios se llenan en inglés";
  return `La redactamos a partir de su caso. ${english}, así que este texto está en inglés. Cópielo en el formulario de reclamo de la corte${form}, responda las preguntas del propio formulario y cambie todo lo que no sea exactamente cierto.${unsent}`;
}

/** The places local-courts.ts names, in Spanish. */
const LUGARES: Readonly<Record<LocalCourt["id"], string>> = {
  philadelphia: "Filadelfia, Pennsylvania",
  "new-york-city": "la Ciudad de Nueva York",
  "new-york-outside-city": "New York, fuera de la Ciudad de Nueva York",
};

function bloquesDeLaCorte(letter: LetterData, estado: string, county: string | undefined): LetterBlock[] {
  const local = localCourtFor(letter.state, letter.zipCode);
  const blocks = hechosDeLaCorte(
    letter.state,
    `3. La corte de reclamos menores de ${local ? LUGARES[local.id] : estado}`,
    local,
    letter.city,
    county,
  );
  if (blocks.length > 0 && ["Instagram", "Threads"].some((platform) => letter.platforms.includes(platform)))
    blocks.push({
      kind: "paragraph",
      text: "Los términos de Instagram y las apelaciones: según la versión de los términos de Instagram que tiene acuerdo de arbitraje, si usted o Meta apelan una sentencia de reclamos menores ante una corte de jurisdicción general, los reclamos deben resolverse entonces por arbitraje individual vinculante. Vea “Qué versión de los términos aceptó usted” en la sección 5.",
    });
  return blocks;
}

function listaParaLaAudiencia(input: GuideInput): string[] {
  const una = input.letter.platforms.length <= 1;
  return [
    "Imprima el expediente de su caso (descárguelo de la página de su carta), con copias suficientes para el juez, la otra parte y usted.",
    ...input.exhibits.map(
      (exhibit) => `${exhibit} (anexo del expediente, con el nombre en inglés que le da su índice).`,
    ),
    `Una cronología de una página: el día en que se ${una ? "desactivó la cuenta" : "desactivaron las cuentas"}, ${appealedInside(input.letter) ? "cada apelación, " : ""}la fecha de la carta${input.first?.deliveredOn ? ", su entrega" : ""}, el plazo y lo que ha pasado desde entonces.`,
    "Los documentos que respaldan la cantidad que reclama: recibos, facturas, estados de cuenta del banco o de la plataforma.",
    "El formulario de reclamo presentado y el comprobante de que se notificaron los documentos.",
  ];
}
