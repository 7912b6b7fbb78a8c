import type { LetterBlock } from "../letter/blocks.ts";
import { letterBodyOf } from "../letter/eu-uk-opening.ts";
import { type EuUkWriter, euUkAddress, euUkSenderLines, euUkWriter } from "../letter/eu-uk-sender.ts";
import { sentence, withoutStop } from "../letter/format.ts";
import { accountFacts, type LetterData } from "../letter/letter-facts.ts";
import type { LetterOptions } from "../letter/template.ts";
import { addDays } from "../time/clock.ts";
import { REPLY_DAYS } from "../time/deadlines.ts";
import { courtesyNote } from "./courtesy.ts";
import { DSA, GDPR, pais, UK_GDPR } from "./eu-uk-laws.ts";
import { type Cuentas, cuentas, etiquetaDeCuenta, fraseDelUsuario, pagosQuePido } from "./letter-parts.ts";
import { apelacionesYRelato, firma, platformsOf } from "./letter.ts";
import { fecha, fechaGuardada, unir } from "./spanish-words.ts";

/**
 * The Spanish reading copy of the EU and UK letters (eu-letter.ts, uk-letter.ts, eu-uk-opening.ts,
 * eu-uk-asks.ts), section for section, from the same facts: the same body for the same sender and
 * platforms, the same company and address, the same 30 days. Laws keep their English titles.
 */
export function readingEuUkLetterBlocks(data: LetterData, options: LetterOptions): LetterBlock[] {
  const body = letterBodyOf(data);
  if (body === "us") throw new Error("Not an EU or UK letter");
  const writer = euUkWriter(data, { date: options.date, timeZone: options.timeZone });
  const words = cuentas(platformsOf(data));
  const replyBy = fecha(addDays(writer.day, REPLY_DAYS));
  const shared = { data, writer, words, replyBy };
  const rest = body === "uk" ? ukBody(shared) : body === "eu-dsa" ? euDsaBody(shared) : euWhatsAppBody(shared);
  return [
    courtesyNote("la carta que usted envía a Meta en inglés"),
    ...cabecera(shared, body),
    ...rest,
    ...cierre(data),
  ];
}

interface Shared {
  data: LetterData;
  writer: EuUkWriter;
  words: Cuentas;
  /** The reply date in Spanish: 30 days after the letter's day, not moved (as the English). */
  replyBy: string;
}

const etiquetas = ({ data }: Shared) => unir(accountFacts(data).map(etiquetaDeCuenta));

function asuntoEIntroduccion(shared: Shared, body: "eu-dsa" | "eu-whatsapp" | "uk"): [string, string] {
  const { mis } = shared.words;
  if (body === "eu-dsa")
    return [
      `Reclamación conforme al artículo 20 de la “Digital Services Act” y solicitud de una exposición de motivos: ${etiquetas(shared)}`,
      `Les escribo para reclamar contra su decisión de desactivar ${mis} y pedirles que la revoquen. Esta es una reclamación presentada por medio de su sistema interno de tramitación de reclamaciones, conforme al artículo 20 de la ${DSA}. Les pido también la exposición de motivos que exige el artículo 17 de ese Reglamento.`,
    ];
  if (body === "eu-whatsapp")
    return [
      `Reclamación por el bloqueo de mi cuenta de WhatsApp y solicitud conforme a los artículos 15 y 22 del GDPR: ${etiquetas(shared)}`,
      `Les escribo para pedirles que revisen su decisión de bloquear ${mis} y que la restablezcan. Ustedes me prestan WhatsApp conforme a sus condiciones del servicio (“Terms of Service”), como la empresa que lo presta a quienes viven en la Región Europea. Hago también una solicitud conforme a los artículos 15 y 22 del ${GDPR}.`,
    ];
  return [
    `Reclamación por la desactivación de ${mis} y solicitud conforme al UK GDPR: ${etiquetas(shared)}`,
    `Les escribo para pedirles que revisen su decisión de desactivar ${mis} y que la restablezcan. Sus términos para quienes viven en el Reino Unido son un acuerdo con ${shared.writer.party}. Les pido también una copia de mis datos personales conforme al ${UK_GDPR}.`,
  ];
}

/** Sender, date, company, subject, why I write, who I am and what happened (eu-uk-opening.ts). */
function cabecera(shared: Shared, body: "eu-dsa" | "eu-whatsapp" | "uk"): LetterBlock[] {
  const { data, writer, words } = shared;
  const [asunto, introduccion] = asuntoEIntroduccion(shared, body);
  const quien = [
    `${sentence(`Me llamo ${data.fullName}`)} Vivo en ${euUkAddress(writer)}.`,
    ...accountFacts(data).map(fraseDelUsuario),
  ];
  if (data.accountLogin) quien.push(`Inicio sesión en ${words.estas} con ${data.accountLogin}.`);
  quien.push(`Pueden comunicarse conmigo por correo electrónico a ${data.email} o por teléfono al ${data.phone}.`);
  const paso = [`Ustedes desactivaron ${words.mis} el ${fechaGuardada(data.banDate)}.`];
  if (data.banReason) paso.push(sentence(`El motivo que dieron fue: “${withoutStop(data.banReason)}”`));
  return [
    { kind: "sender", lines: euUkSenderLines(writer) },
    { kind: "date", text: fecha(writer.day) },
    { kind: "recipient", lines: [...writer.address] },
    { kind: "subject", text: `Asunto: ${asunto}` },
    { kind: "paragraph", text: `A ${writer.party}:` },
    { kind: "paragraph", text: introduccion },
    { kind: "heading", text: "Quién soy" },
    { kind: "paragraph", text: quien.join(" ") },
    { kind: "heading", text: "Qué pasó" },
    { kind: "paragraph", text: paso.join(" ") },
    ...apelacionesYRelato(data, words.estas),
  ];
}

/** The asks about the account itself (eu-uk-asks.ts accountAsks). */
function pedidosSobreLaCuenta({ words }: Shared): string[] {
  return [
    `Revocar su decisión y restablecer ${words.mis} y todo su contenido.`,
    "Que una persona, y no solo un sistema automatizado, revise la decisión.",
    `Eliminar cualquier sanción o infracción que esta decisión haya registrado en ${words.miCuenta}.`,
    `Enviarme el historial de sanciones, advertencias o infracciones registradas en ${words.miCuenta}.`,
  ];
}

function plazo({ replyBy }: Shared): LetterBlock[] {
  return [
    { kind: "heading", text: "Plazo" },
    {
      kind: "paragraph",
      text: `Les pido que respondan por escrito a más tardar el ${replyBy}. Son 30 días a partir de la fecha de esta carta.`,
    },
  ];
}

function conservar({ words }: Shared): LetterBlock[] {
  return [
    { kind: "heading", text: `Conserven ${words.miCuenta} y mis registros` },
    {
      kind: "paragraph",
      text: `Les pido que no eliminen ${words.miCuenta} mientras esta reclamación siga abierta. Conserven su contenido, mis mensajes y los registros de esta decisión.`,
    },
  ];
}

function copiaDeDatosUe({ words }: Shared): LetterBlock[] {
  return [
    { kind: "heading", text: "Copia de mis datos" },
    {
      kind: "paragraph",
      text: `Conforme al artículo 15 del ${GDPR}, les pido que me envíen una copia de los datos personales que tienen sobre mí en ${words.estas}. Si la decisión se basó únicamente en un tratamiento automatizado (artículo 22), les pido también información significativa sobre la lógica aplicada y sobre la importancia y las consecuencias que tiene para mí (artículo 15, apartado 1, letra h). El artículo 12, apartado 3, les da un mes desde que reciben esta solicitud para responder.`,
    },
  ];
}

/** The steps if no answer comes (eu-uk-asks.ts ifNoAnswerBlocks). */
function siNoRespondenBlocks({ replyBy }: Shared, pasos: string[]): LetterBlock[] {
  return [
    { kind: "heading", text: "Si no recibo respuesta" },
    {
      kind: "paragraph",
      text: `Si esto no se resuelve a más tardar el ${replyBy}, podré tomar cualquiera de estas medidas:`,
    },
    { kind: "list", style: "bulleted", items: pasos },
  ];
}

function quejaDeDatosUe({ writer }: Shared): string {
  const propia = writer.country.code === "IE" ? "" : `, o ante la autoridad de protección de datos de ${pais(writer)}`;
  return `Presentar una queja sobre mi solicitud de datos ante la Comisión de Protección de Datos (Data Protection Commission) de Irlanda${propia}.`;
}

/** Facebook, Instagram, Threads in the EU (eu-letter.ts euMetaLetter). */
function euDsaBody(shared: Shared): LetterBlock[] {
  const country = pais(shared.writer);
  return [
    { kind: "heading", text: "La exposición de motivos" },
    {
      kind: "paragraph",
      text: "El artículo 17 exige una exposición de motivos clara y específica de toda decisión de suspender o cancelar una cuenta. Les pido que me envíen una que indique:",
    },
    {
      kind: "list",
      style: "numbered",
      items: [
        "La decisión que tomaron y su alcance: si la cuenta está suspendida o cancelada, y por cuánto tiempo.",
        "Los hechos y circunstancias en que se basaron, incluidos el contenido o la actividad de que se trata.",
        "Si se usaron medios automatizados para tomar la decisión o para detectar el contenido o la actividad.",
        "La norma de sus términos en que se basaron y por qué consideran que los hechos quedan comprendidos en ella.",
        "Las vías de recurso de que dispongo: su sistema interno de tramitación de reclamaciones, la resolución extrajudicial de litigios y la vía judicial.",
      ],
    },
    { kind: "heading", text: "Lo que les pido" },
    { kind: "list", style: "numbered", items: [...pedidosSobreLaCuenta(shared), ...pagosQuePido(shared.data)] },
    ...plazo(shared),
    ...conservar(shared),
    ...copiaDeDatosUe(shared),
    ...siNoRespondenBlocks(shared, [
      "Someter la controversia a un órgano certificado de resolución extrajudicial de litigios conforme al artículo 21 de la “Digital Services Act”, como Appeals Centre Europe.",
      `Presentar una queja ante el Coordinador de Servicios Digitales de ${country} conforme al artículo 53 de la “Digital Services Act”.`,
      quejaDeDatosUe(shared),
      `Presentar una demanda ante los tribunales de ${country}.`,
    ]),
  ];
}

/** WhatsApp in the EU (eu-letter.ts euWhatsAppLetter): its terms and the GDPR, never the DSA. */
function euWhatsAppBody(shared: Shared): LetterBlock[] {
  return [
    { kind: "heading", text: "Lo que les pido" },
    {
      kind: "list",
      style: "numbered",
      items: [...pedidosSobreLaCuenta(shared), ...motivoYAutomatizacion("la condición"), ...pagosQuePido(shared.data)],
    },
    ...plazo(shared),
    ...conservar(shared),
    ...copiaDeDatosUe(shared),
    {
      kind: "paragraph",
      text: "Conforme al artículo 22, tengo derecho a no ser objeto de una decisión basada únicamente en un tratamiento automatizado que me afecte de manera significativa. Si el bloqueo se decidió así, pido que una persona lo revise, que escuche mi punto de vista y que me permita impugnar la decisión.",
    },
    ...siNoRespondenBlocks(shared, [
      quejaDeDatosUe(shared),
      `Presentar una demanda ante los tribunales de ${pais(shared.writer)}, como sus términos lo permiten a un consumidor de la Región Europea.`,
    ]),
  ];
}

function motivoYAutomatizacion(rule: string): string[] {
  return [
    `Informarme por escrito el motivo de la decisión, incluida ${rule} que aplicaron y lo que, según ustedes, hice para infringirla.`,
    "Informarme si la decisión, o alguna parte de ella, fue tomada por un sistema automatizado.",
  ];
}

/** The United Kingdom (uk-letter.ts): the UK terms and the UK GDPR. */
function ukBody(shared: Shared): LetterBlock[] {
  return [
    { kind: "heading", text: "Lo que les pido" },
    {
      kind: "list",
      style: "numbered",
      items: [
        ...pedidosSobreLaCuenta(shared),
        ...motivoYAutomatizacion("la regla de sus términos"),
        ...pagosQuePido(shared.data),
      ],
    },
    ...plazo(shared),
    ...conservar(shared),
    { kind: "heading", text: "Copia de mis datos" },
    {
      kind: "paragraph",
      text: `Conforme al artículo 15 del UK GDPR, les pido que me envíen una copia de los datos personales que tienen sobre mí en ${shared.words.estas}. Si la decisión se basó únicamente en un tratamiento automatizado (artículo 22 del UK GDPR), les pido también información significativa sobre la lógica aplicada y sobre la importancia y las consecuencias que tiene para mí. Deben responder dentro del mes siguiente a la recepción de esta solicitud.`,
    },
    ...siNoRespondenBlocks(shared, [
      "Presentar una queja sobre mi solicitud de datos ante la Oficina del Comisionado de Información (Information Commissioner's Office).",
      "Presentar una demanda ante los tribunales de la parte del Reino Unido donde vivo, como sus términos lo permiten a un consumidor.",
    ]),
  ];
}

/** The wish to settle, the signature and the enclosures (eu-uk-asks.ts closingBlocks). */
function cierre(data: LetterData): LetterBlock[] {
  return [
    {
      kind: "paragraph",
      text: "Preferiría resolver esto directamente con ustedes. Respóndanme a la dirección o al correo electrónico que aparecen arriba.",
    },
    ...firma(data, true),
  ];
}
