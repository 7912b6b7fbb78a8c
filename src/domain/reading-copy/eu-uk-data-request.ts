import type { LetterBlock } from "../letter/blocks.ts";
import { controllerOf, type DataController } from "../letter/data-request.ts";
import { euUkAddress, euUkSenderLines, euUkWriter, partyOf } from "../letter/eu-uk-sender.ts";
import { sentence } from "../letter/format.ts";
import { accountFacts, type LetterData } from "../letter/letter-facts.ts";
import { signatureMark } from "../letter/template.ts";
import { courtesyNote } from "./courtesy.ts";
import { GDPR, pais } from "./eu-uk-laws.ts";
import { cuentas, etiquetaDeCuenta, fraseDelUsuario } from "./letter-parts.ts";
import { platformsOf } from "./letter.ts";
import { fecha, fechaGuardada, unir } from "./spanish-words.ts";

/**
 * The Spanish reading copy of the EU and UK data request (escalation/eu-uk-data-request.ts), to
 * the same controller's privacy address, from the same facts; laws under their English titles.
 */
export function readingEuUkDataRequestBlocks(
  data: LetterData,
  options: { date: Date; timeZone?: string; controller: DataController },
): LetterBlock[] {
  const platforms = platformsOf(data).filter((platform) => controllerOf(platform) === options.controller);
  if (platforms.length === 0) throw new Error(`Letter has no ${options.controller} account`);
  const own = { ...data, platforms };
  const writer = euUkWriter(own, { ...options, platforms, postal: "privacy" });
  const { party } = partyOf(writer.region, platforms, "privacy");
  const eu = writer.region === "eu";
  const { una, mis, estas, miCuenta } = cuentas(platforms);
  const labels = accountFacts(own).map(etiquetaDeCuenta);
  const banDay = fechaGuardada(data.banDate);
  const ley = eu ? `del ${GDPR}` : "del UK GDPR";
  const rol = party.controllerNamed
    ? "Su política de privacidad los designa como responsables del tratamiento de mis datos personales."
    : `Ustedes me prestan ${unir(platforms)} conforme a sus términos y su política de privacidad.`;
  const autoridad = eu
    ? `la Comisión de Protección de Datos (Data Protection Commission) de Irlanda${writer.country.code === "IE" ? "" : `, o ante la autoridad de protección de datos de ${pais(writer)}`}`
    : "la Oficina del Comisionado de Información (Information Commissioner's Office)";
  const quien = [
    `${sentence(`Me llamo ${data.fullName}`)} Vivo en ${euUkAddress(writer)}.`,
    ...accountFacts(own).map(fraseDelUsuario),
  ];
  if (data.accountLogin) quien.push(`Inicio sesión en ${estas} con ${data.accountLogin}.`);
  quien.push(`Pueden comunicarse conmigo por correo electrónico a ${data.email} o por teléfono al ${data.phone}.`);
  return [
    courtesyNote("la solicitud de datos que usted envía en inglés"),
    { kind: "sender", lines: euUkSenderLines(writer) },
    { kind: "date", text: fecha(writer.day) },
    { kind: "recipient", lines: [...writer.address] },
    {
      kind: "subject",
      text: `Asunto: Solicitud conforme a los artículos 15 y 22 ${eu ? "del GDPR" : "del UK GDPR"}: ${unir(labels)}`,
    },
    { kind: "paragraph", text: `A ${writer.party}:` },
    {
      kind: "paragraph",
      text: `Les escribo para pedirles, conforme a los artículos 15 y 22 ${ley}, una copia de los datos personales que tienen sobre mí y los registros de su decisión de desactivar ${miCuenta}. ${rol}`,
    },
    { kind: "heading", text: "Quién soy" },
    { kind: "paragraph", text: quien.join(" ") },
    { kind: "heading", text: una ? "La cuenta" : "Las cuentas" },
    { kind: "list", style: "bulleted", items: labels },
    { kind: "paragraph", text: `Ustedes desactivaron ${mis} el ${banDay}.` },
    { kind: "heading", text: "Mi solicitud" },
    {
      kind: "list",
      style: "numbered",
      items: [
        "Que me confirmen si tratan datos personales míos y me envíen una copia, con los fines, los destinatarios, el plazo de conservación y su origen (artículo 15).",
        `El historial de sanciones, advertencias o infracciones registradas en ${miCuenta}, con la fecha de cada una y la regla que, según ustedes, se infringió.`,
        `Los registros en que se basa la decisión del ${banDay}: el contenido o la actividad en que se basaron, la regla que aplicaron y el resultado de cada revisión o apelación.`,
        eu
          ? "Si la decisión se basó únicamente en un tratamiento automatizado (artículo 22) y, en tal caso, información significativa sobre la lógica aplicada y sobre su importancia y sus consecuencias para mí (artículo 15, apartado 1, letra h): una explicación del procedimiento y de los principios realmente aplicados, como lo exigió el Tribunal de Justicia en el asunto CK v Dun & Bradstreet Austria (C-203/22, 27 de febrero de 2025)."
          : "Si la decisión se basó únicamente en un tratamiento automatizado (artículo 22 del UK GDPR) y, en tal caso, información significativa sobre la lógica aplicada y sobre su importancia y sus consecuencias para mí (artículo 15, apartado 1, letra h).",
      ],
    },
    { kind: "heading", text: "Plazo para responder" },
    {
      kind: "paragraph",
      text: eu
        ? "El artículo 12, apartado 3, del GDPR les da un mes desde que reciben esta solicitud para responder. Pueden prorrogarlo dos meses más si es necesario, pero deben informármelo, con sus motivos, dentro del primer mes."
        : "Conforme al UK GDPR, deben responder dentro del mes siguiente a la recepción de esta solicitud.",
    },
    {
      kind: "paragraph",
      text: `Esta solicitud se envía a la dirección postal que su política de privacidad indica para las solicitudes de privacidad. Su política de privacidad indica también un formulario en línea para ellas: ${party.privacyForm}`,
    },
    {
      kind: "paragraph",
      text: `Si no responden a tiempo, o si la respuesta es insuficiente, podré presentar una queja ante ${autoridad}.`,
    },
    {
      kind: "paragraph",
      text: `Si es posible, envíenme los datos en un formato electrónico de uso común. Si necesitan algo más para confirmar mi identidad, indíquenme qué necesitan. Pueden comunicarse conmigo por correo electrónico a ${data.email}, por teléfono al ${data.phone} o por correo postal a la dirección que aparece arriba.`,
    },
    { kind: "signature", closing: "Atentamente,", name: data.fullName, mark: signatureMark(data) },
  ];
}
