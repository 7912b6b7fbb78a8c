import {
  type Exhibit,
  exhibitsOf,
  type ProofEvidence,
  type ProofFacts,
  type ProofMailing,
  type ProofNotice,
  type ProofOfDelivery,
} from "../case/proof-packet.ts";
import type { Sending } from "../case/sending.ts";
import type { LetterBlock } from "../letter/blocks.ts";
import { formatMoment } from "../time/clock.ts";
import { courtesyNote } from "./courtesy.ts";
import { comoSeEnvio, fecha } from "./spanish-words.ts";

/**
 * The Spanish reading copy of the case record's own sentences (case/proof-packet.ts coverBlocks,
 * exhibitTitle, separatorBlocks): the record itself stays English, an exhibit for a court. The
 * exhibits' files and pages are not repeated; hashes, file names and quoted terms stay as they are.
 */
export function readingCaseRecordBlocks(facts: ProofFacts): LetterBlock[] {
  const exhibits = exhibitsOf(facts);
  const momento = (value: string) => formatMoment(value, facts.timeZone, "es-US");
  return [
    courtesyNote("el expediente del caso, que se presenta en inglés ante un tribunal"),
    { kind: "subject", text: `Expediente del caso: carta de reclamo n.º ${facts.letterId}` },
    {
      kind: "paragraph",
      text: `Preparado el ${fecha(facts.preparedOn)} a partir de los registros que se guardan con la carta. Las fechas y horas están en la zona horaria del remitente, ${zonaHoraria(facts.timeZone)}. Cada anexo va después de una página que lo identifica; las versiones de la carta y los archivos se muestran tal como se produjeron o se cargaron, con el SHA-256 de cada archivo para que se pueda comprobar una copia.`,
    },
    { kind: "heading", text: "Resumen" },
    { kind: "list", style: "bulleted", items: resumen(facts) },
    { kind: "heading", text: "Índice de anexos" },
    {
      kind: "list",
      style: "bulleted",
      items: exhibits.map((exhibit) => `${anexo(exhibit.label)}: ${tituloDelAnexo(exhibit)}`),
    },
    {
      kind: "paragraph",
      text: "Este expediente lo preparó el remitente con un servicio de documentos que no es un bufete de abogados. No es asesoría legal.",
    },
    { kind: "heading", text: "Lo que dice la página de cada anexo" },
    {
      kind: "paragraph",
      text: "En el expediente en inglés, cada anexo va después de una página como las que siguen. Esta copia no repite los archivos ni las páginas de los anexos.",
    },
    ...exhibits.flatMap((exhibit) => paginaDelAnexo(exhibit, momento)),
  ];
}

/** "Exhibit C" -> "Anexo C (Exhibit C)": the label as the English record prints it, beside. */
const anexo = (label: string) => `Anexo ${label.replace(/^Exhibit /, "")} (${label})`;

function zonaHoraria(timeZone: string): string {
  const part = new Intl.DateTimeFormat("es-US", { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(new Date(0))
    .find((entry) => entry.type === "timeZoneName");
  return part?.value ?? timeZone;
}

const STATUS: Readonly<Record<string, string>> = {
  "Not submitted": "No enviado al servicio de correo",
  Preparing: "En preparación",
  Submitted: "Entregado al servicio de correo",
  Created: "Creado",
  Deleted: "Eliminado",
  Mailed: "Enviado por correo",
  "In transit": "En tránsito",
  "In Transit": "En tránsito",
  "In Local Area": "En el área local",
  "Processed for Delivery": "Procesado para la entrega",
  "Pickup Available": "Disponible para recoger",
  "Re-Routed": "Redirigido",
  Delivered: "Entregado",
  "Returned to sender": "Devuelto al remitente",
  "Returned to Sender": "Devuelto al remitente",
  Issue: "Incidencia",
  Failed: "Falló",
  Cancelled: "Cancelado",
};
/** A mail status in Spanish, with the English label the record prints beside it. */
const estado = (label: string) => (STATUS[label] ? `${STATUS[label]} (${label})` : label);

const DOCUMENTO: Readonly<Record<ProofMailing["document"], string>> = {
  letter: "la carta de reclamo",
  "final notice": "el aviso final",
  "data request": "la solicitud de datos",
};

function resumen(facts: ProofFacts): string[] {
  const items = [
    `Remitente: ${facts.sender.name}, ${facts.sender.lines.join(", ")}.`,
    `Dirigida a: ${facts.recipientLines.join(", ")}.`,
    `Se refiere a (tal como lo indica el expediente en inglés): ${facts.accounts}.`,
  ];
  if (facts.firstLetterDate) items.push(`Carta con fecha del ${fecha(facts.firstLetterDate)}.`);
  if (facts.sending?.recordedBy === "sender") {
    items.push(
      `Enviada el ${fecha(facts.sending.sentOn)} ${comoSeEnvio(facts.sending.method, facts.sending.trackingNumber)}${facts.sending.deliveredOn ? `, entregada el ${fecha(facts.sending.deliveredOn)}` : ""}, según lo registró el remitente; este servicio no la envió y no lo ha comprobado.`,
    );
  } else if (!facts.sending && !facts.mailing) {
    items.push("Cuándo y cómo se envió la carta: no se registró.");
  }
  if (facts.mailing?.simulated)
    items.push("El envío que sigue fue simulado (una prueba del servicio): no se envió ninguna carta.");
  else if (facts.mailing?.trackingNumber)
    items.push(`Enviada por correo certificado de USPS (USPS Certified Mail) n.º ${facts.mailing.trackingNumber}.`);
  const delivered = facts.mailing?.events.find((event) => event.label === "Delivered");
  if (delivered) items.push(`Entregada el ${fecha(delivered.at)}, según informó el servicio de correo.`);
  if (facts.deadline)
    items.push(
      `Plazo para responder: ${fecha(facts.deadline.date)}. ${facts.deadline.passed ? "Ya había pasado" : "Todavía no había pasado"} el ${fecha(facts.preparedOn)}.`,
    );
  if (facts.finalNotice) items.push(enviadoAparte("Aviso final", "", facts.finalNotice, facts.noticeMailing));
  if (facts.noticeCopy)
    items.push(
      `Aviso final con fecha del ${fecha(facts.noticeCopy.letterDate)}, ${copiaEnviada(facts.noticeCopy.sending)}.`,
    );
  if (facts.dataRequest)
    items.push(
      enviadoAparte(
        "Solicitud de datos",
        " a la dirección de privacidad de Meta",
        facts.dataRequest,
        facts.dataRequestMailing,
      ),
    );
  if (facts.outcome)
    items.push(`Lo que el remitente registró después (como figura en el expediente, en inglés): ${facts.outcome}`);
  return items;
}

function enviadoAparte(
  name: string,
  to: string,
  mailed: ProofNotice,
  mailing: ProofMailing | null | undefined,
): string {
  if (mailing?.simulated)
    return `${name} con fecha del ${fecha(mailed.letterDate)}, entregado al envío simulado (una prueba del servicio): no se envió por correo.`;
  const number = mailing?.trackingNumber ? ` n.º ${mailing.trackingNumber}` : "";
  const delivered = mailing?.events.find((event) => event.label === "Delivered");
  const when = delivered ? `, entregado el ${fecha(delivered.at)} según informó el servicio de correo` : "";
  return `${name} con fecha del ${fecha(mailed.letterDate)}, enviado${to} por correo certificado de USPS (USPS Certified Mail)${number}${when}.`;
}

function copiaEnviada(sending: Sending | null): string {
  if (!sending) return "tal como el remitente lo descargó por primera vez; cuándo y cómo se envió: no se registró";
  const delivered = sending.deliveredOn ? `, entregado el ${fecha(sending.deliveredOn)}` : "";
  return `tal como el remitente lo descargó por primera vez; enviado el ${fecha(sending.sentOn)} ${comoSeEnvio(sending.method, sending.trackingNumber)}${delivered}, según lo registró el remitente (este servicio no lo envió y no lo ha comprobado)`;
}

const comoSeEnvioPorNosotros = (simulated: boolean | undefined) =>
  simulated
    ? "tal como se entregó al envío simulado (no se envió por correo)"
    : "tal como se envió por correo certificado de USPS";

/** case/proof-packet.ts exhibitTitle, in Spanish. */
function tituloDelAnexo(exhibit: Exhibit): string {
  if (exhibit.kind === "version") {
    const how =
      exhibit.version.reason === "file_copy"
        ? "una copia de archivo hecha después del envío (no la copia que se envió por correo)"
        : exhibit.version.reason !== "mailed"
          ? "tal como se produjo para el remitente"
          : comoSeEnvioPorNosotros(exhibit.simulatedMail);
    return `Carta de reclamo, versión ${exhibit.version.version}, con fecha del ${fecha(exhibit.version.letterDate)}, ${how}`;
  }
  if (exhibit.kind === "mailing") {
    const what = exhibit.mailing.simulated
      ? "Registro de un envío simulado (no se envió nada por correo)"
      : "Registro del correo certificado";
    return exhibit.mailing.document === "letter" ? what : `${what} de ${DOCUMENTO[exhibit.mailing.document]}`;
  }
  if (exhibit.kind === "delivery_proof") return tituloDelComprobante(exhibit.proof, exhibit.mailing.document);
  if (exhibit.kind === "notice" && exhibit.document === "data request")
    return `Solicitud de una copia de los datos del remitente, a la dirección de privacidad de Meta, con fecha del ${fecha(exhibit.notice.letterDate)}, ${comoSeEnvioPorNosotros(exhibit.simulatedMail)}`;
  if (exhibit.kind === "notice_copy")
    return `Aviso final, con fecha del ${fecha(exhibit.notice.letterDate)}, ${copiaEnviada(exhibit.notice.sending)}`;
  if (exhibit.kind === "terms")
    return `Los pasajes de los términos de Meta que cita el reclamo, según las copias archivadas (${[...new Set(exhibit.quotes.map((quote) => `“${quote.document}”`))].join(", ")})`;
  if (exhibit.kind === "notice")
    return `Aviso final, con fecha del ${fecha(exhibit.notice.letterDate)}, ${comoSeEnvioPorNosotros(exhibit.simulatedMail)}`;
  const from = exhibit.evidence.date ? ` (${fecha(exhibit.evidence.date)})` : "";
  return `${exhibit.evidence.caption}${from}`;
}

function tituloDelComprobante(proof: ProofOfDelivery, document: ProofMailing["document"]): string {
  const of = DOCUMENTO[document];
  if (proof.simulated) return `Acuse de recibo SIMULADO de ${of}: no lo emitió USPS, no se envió nada por correo`;
  return proof.kind === "return_receipt"
    ? `Acuse de recibo electrónico de USPS de ${of}, tal como lo entregó el servicio de correo`
    : `La copia de ${of} que el servicio de correo imprimió para enviarla`;
}

/** case/proof-packet.ts separatorBlocks: the page before each exhibit. */
function paginaDelAnexo(exhibit: Exhibit, momento: (value: string) => string): LetterBlock[] {
  const blocks: LetterBlock[] = [
    { kind: "heading", text: anexo(exhibit.label) },
    { kind: "paragraph", text: tituloDelAnexo(exhibit) },
  ];
  if (exhibit.kind === "version")
    blocks.push({ kind: "paragraph", text: `SHA-256 del PDF de esta versión: ${exhibit.version.sha256}` });
  if (exhibit.kind === "notice")
    blocks.push({
      kind: "paragraph",
      text: `SHA-256 del PDF de ${exhibit.document === "data request" ? "la solicitud de datos" : "el aviso final"} tal como se envió: ${exhibit.notice.sha256}`,
    });
  if (exhibit.kind === "notice_copy")
    blocks.push({
      kind: "paragraph",
      text: `SHA-256 del PDF del aviso final tal como se descargó por primera vez (cada descarga posterior es el mismo archivo): ${exhibit.notice.sha256}`,
    });
  if (exhibit.kind === "terms")
    blocks.push({
      kind: "paragraph",
      text: "Cada pasaje se cita palabra por palabra de la versión indicada, tal como la conserva Open Terms Archive. La dirección que sigue a cada uno abre esa versión completa de los términos. Los pasajes se dejan en inglés en el expediente.",
    });
  if (exhibit.kind === "evidence") blocks.push(...huellasDelArchivo(exhibit.evidence));
  if (exhibit.kind === "mailing") blocks.push(...registroDelEnvio(exhibit.mailing, momento));
  if (exhibit.kind === "delivery_proof")
    blocks.push({
      kind: "paragraph",
      text: `Recibido de ${exhibit.proof.source} el ${momento(exhibit.proof.fetchedAt)}. SHA-256 del PDF tal como se recibió: ${exhibit.proof.sha256}`,
    });
  return blocks;
}

function huellasDelArchivo(evidence: ProofEvidence): LetterBlock[] {
  const what = evidence.kind === "pdf" ? "Documento PDF" : `Imagen ${evidence.kind.toUpperCase()}`;
  const uploaded = evidence.uploadSha256
    ? `SHA-256 del archivo tal como se cargó: ${evidence.uploadSha256}`
    : "SHA-256 del archivo tal como se cargó: no se registró (se cargó antes de que se guardara).";
  const kept =
    evidence.uploadSha256 === evidence.sha256
      ? `La copia guardada es el mismo archivo. SHA-256 de la copia guardada: ${evidence.sha256}`
      : `SHA-256 de la copia guardada${evidence.kind === "pdf" ? "" : " (la imagen codificada de nuevo, sin sus metadatos)"}: ${evidence.sha256}`;
  return [
    { kind: "paragraph", text: `${what} cargado por el remitente como “${evidence.originalName}”.` },
    { kind: "paragraph", text: uploaded },
    { kind: "paragraph", text: kept },
  ];
}

function comprobante(mailing: ProofMailing, delivered: boolean): string {
  if (mailing.simulated)
    return "Este envío fue simulado: estos estados, y cualquier acuse de recibo que siga, no son de USPS.";
  if (mailing.proofs.some((proof) => proof.kind === "return_receipt"))
    return "El acuse de recibo electrónico de USPS sigue como anexo.";
  if (mailing.provider === "Lob")
    return delivered
      ? "Lob no entrega el acuse de recibo firmado a través de su servicio; la prueba de entrega que se guarda aquí son los eventos de seguimiento de arriba, tal como Lob los informó."
      : "Lob no entrega el acuse de recibo firmado a través de su servicio; sus eventos de seguimiento aparecen arriba a medida que llegan.";
  return delivered
    ? "Cuando se preparó este expediente, todavía no se había recibido ningún acuse de recibo del servicio de correo."
    : "El acuse de recibo se pide cuando el servicio de correo informa la entrega.";
}

function registroDelEnvio(mailing: ProofMailing, momento: (value: string) => string): LetterBlock[] {
  const items = [`Pedido n.º ${mailing.orderId}, enviado a través de ${mailing.provider}, trabajo ${mailing.jobName}.`];
  if (mailing.trackingNumber)
    items.push(
      mailing.simulated
        ? `Número de seguimiento simulado (no es de USPS): ${mailing.trackingNumber}.`
        : `Número de artículo del correo certificado de USPS: ${mailing.trackingNumber}.`,
    );
  if (mailing.handedOverAt) items.push(`Entregado al servicio de correo: ${momento(mailing.handedOverAt)}.`);
  const delivered = mailing.events.some((event) => event.label === "Delivered");
  return [
    { kind: "list", style: "bulleted", items },
    { kind: "paragraph", text: "Cada estado, con su fecha:" },
    mailing.events.length > 0
      ? {
          kind: "list",
          style: "bulleted",
          items: mailing.events.map((event) => `${momento(event.at)}: ${estado(event.label)}`),
        }
      : { kind: "paragraph", text: "Todavía no se ha informado ningún estado." },
    {
      kind: "paragraph",
      text: `Las fechas son las que informó ${mailing.provider}. ${comprobante(mailing, delivered)}`,
    },
  ];
}
