import type { LetterBlock } from "../letter/blocks.ts";
import { controllerOf } from "../letter/data-request.ts";
import { sentence } from "../letter/format.ts";
import { accountFacts, type LetterData } from "../letter/letter-facts.ts";
import { controllerAddress, type DataAccessRequestOptions } from "../escalation/data-request-letter.ts";
import { senderTimeZone } from "../time/clock.ts";
import { courtesyNote } from "./courtesy.ts";
import { destinatario, firma, platformsOf, remitente } from "./letter.ts";
import { cuentas, etiquetaDeCuenta, pedidoDeDatos } from "./letter-parts.ts";
import { fechaEn, fechaGuardada, lineaDeCorreo, unir } from "./spanish-words.ts";

/**
 * The Spanish reading copy of the US data-access request to one controller (escalation/
 * data-request-letter.ts dataAccessRequestBlocks), naming only that controller's accounts.
 */
export function readingDataRequestBlocks(
  data: LetterData,
  options: DataAccessRequestOptions & { controller: NonNullable<DataAccessRequestOptions["controller"]> },
): LetterBlock[] {
  const recipient = controllerAddress(options.controller);
  const timeZone = options.timeZone ?? senderTimeZone(data.state, data.zipCode);
  const own = {
    ...data,
    platforms: data.platforms.filter((platform) => controllerOf(platform) === options.controller),
  };
  if (own.platforms.length === 0) throw new Error(`Letter has no ${options.controller} account`);
  const { una, mis, estas, miCuenta } = cuentas(platformsOf(own));
  const labels = accountFacts(own).map(etiquetaDeCuenta);
  const banDay = fechaGuardada(data.banDate);
  const find = [`Ustedes desactivaron ${mis} el ${banDay}.`];
  if (data.accountLogin) find.push(`Inicio sesión en ${estas} con ${data.accountLogin}.`);
  return [
    courtesyNote("la solicitud de datos que usted envía en inglés"),
    remitente(data),
    { kind: "date", text: fechaEn(options.date, timeZone) },
    ...(options.mailing ? [{ kind: "mailing" as const, text: lineaDeCorreo(options.mailing.trackingNumber) }] : []),
    destinatario(recipient),
    { kind: "subject", text: `Asunto: Solicitud de una copia de mis datos personales: ${unir(labels)}` },
    { kind: "paragraph", text: `A ${recipient.party}:` },
    {
      kind: "paragraph",
      text: `${sentence(`Me llamo ${data.fullName}`)} Vivo en ${data.address}, ${data.city}, ${data.state} ${data.zipCode}. Les escribo para pedirles una copia de los datos personales que tienen sobre mí y los registros de su decisión de desactivar ${miCuenta}.`,
    },
    { kind: "heading", text: una ? "La cuenta" : "Las cuentas" },
    { kind: "list", style: "bulleted", items: labels },
    { kind: "paragraph", text: find.join(" ") },
    { kind: "heading", text: "Mi solicitud" },
    { kind: "paragraph", text: pedidoDeDatos(data.state, estas) },
    { kind: "paragraph", text: "En particular, les pido que incluyan:" },
    {
      kind: "list",
      style: "numbered",
      items: [
        `El historial de sanciones, advertencias o infracciones registradas en ${miCuenta}, con la fecha de cada una y la regla que, según ustedes, se infringió.`,
        `Los registros de la decisión del ${banDay}: el contenido o la actividad en que se basaron, la regla que aplicaron, si la decisión o alguna parte de ella fue tomada por un sistema automatizado, y el resultado de cada revisión o apelación.`,
      ],
    },
    {
      kind: "paragraph",
      text: `Si es posible, envíenme los datos en un formato electrónico de uso común. Si necesitan algo más para confirmar mi identidad, díganme qué necesitan. Pueden comunicarse conmigo por correo electrónico a ${data.email}, por teléfono al ${data.phone} o por correo postal a la dirección que aparece arriba.`,
    },
    ...firma(data, false),
  ];
}
