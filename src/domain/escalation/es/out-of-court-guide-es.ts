import { dsaWindow, gdprAnswerClock } from "../../case/eu-uk-clock.ts";
import type { LetterBlock } from "../../letter/blocks.ts";
import { isSettledParty, partyFor } from "../../letter/eu-uk-parties.ts";
import { PLATFORMS, type Platform } from "../../letter/platforms.ts";
import { fecha } from "../../reading-copy/spanish-words.ts";
import { isChecked, LAW_FACTS, type LawFactId } from "../eu-uk-law-facts.ts";
import {
  type GuideInput,
  type GuideItem,
  type GuideSection,
  guideSectionsAsBlocks,
  outOfCourtRoute,
} from "../out-of-court-guide.ts";
import { HECHOS_ES } from "./eu-uk-law-facts-es.ts";

/**
 * The out-of-court guide for EU and UK senders in Spanish (decision 0064): the same sections,
 * facts, clocks and parties as outOfCourtGuide, our words in Spanish. Names of laws, bodies,
 * companies, web addresses and link titles of English pages stay as they are.
 */

const NO_ES_ASESORAMIENTO =
  "No somos un bufete de abogados y esto no es asesoramiento legal. Nada de lo que aquí se dice puede obligar a Meta a restablecer una cuenta ni prometer cómo decidirá cualquier organismo; compruebe cada paso en el sitio web del propio organismo antes de actuar.";

const EN_INGLES =
  "Los organismos que se nombran aquí (Appeals Centre Europe, Coimisiún na Meán, la Data Protection Commission, la ICO, los tribunales) atienden en inglés o en el idioma de su país; sus nombres, los de las leyes y los títulos de sus páginas se dejan como ellos los escriben.";

/** A fact as the Spanish guide prints it: checked facts as they are, others as something to check. */
function comprobado(id: LawFactId, comprobar: string): string {
  return isChecked(LAW_FACTS[id])
    ? HECHOS_ES[id]
    : `Según informes (no pudimos comprobarlo en una página oficial): ${HECHOS_ES[id]} ${comprobar}`;
}

function enOrden(platforms: readonly Platform[]): Platform[] {
  return PLATFORMS.filter((platform) => platforms.includes(platform));
}

/** "a, b y c". */
function yLista(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} y ${items[items.length - 1]}`;
}

const NOTAS_DE_CONTACTO: Record<string, string> = {
  "from WhatsApp's general privacy policy; the UK policy's own contact could not be checked":
    "tomado de la política de privacidad general de WhatsApp; no pudimos comprobar el contacto propio de la política del Reino Unido",
};

function lineasDeEmpresas(input: GuideInput): string[] {
  return enOrden(input.platforms).map((platform) => {
    const party = partyFor(input.region, platform);
    if (!isSettledParty(party))
      return `${platform}: los documentos que guardamos no permiten saber con qué empresa contrata ${platform} en su región. Revise los términos que muestra la aplicación antes de escribir.`;
    const nota = party.privacyContactNote
      ? ` (${NOTAS_DE_CONTACTO[party.privacyContactNote] ?? party.privacyContactNote})`
      : "";
    return `${platform}: ${party.legalName}, ${party.address.slice(1).join(", ")}. Solicitudes de privacidad: ${party.privacyForm}${nota}`;
  });
}

function seccionDeDatos(input: GuideInput, law: "GDPR" | "UK GDPR"): GuideSection {
  const items: GuideItem[] = [
    {
      kind: "paragraph",
      text:
        law === "GDPR"
          ? `${HECHOS_ES.gdprArt15} ${HECHOS_ES.gdprArt22} ${HECHOS_ES.dunBradstreet}`
          : `El UK GDPR le da derecho a una copia de los datos personales que Meta tiene sobre usted. ${HECHOS_ES.icoTiming}`,
    },
    { kind: "paragraph", text: law === "GDPR" ? HECHOS_ES.gdprArt12Timing : HECHOS_ES.icoComplaint },
  ];
  if (input.dataRequestReceivedOn) {
    const clock = gdprAnswerClock(input.dataRequestReceivedOn);
    items.push({
      kind: "paragraph",
      text:
        law === "GDPR"
          ? `Su solicitud se recibió el ${fecha(clock.receivedOn)}: la respuesta vence el ${fecha(clock.dueOn)}. Si Meta le avisa a más tardar ese día, con sus motivos, que necesita más tiempo, el último día es el ${fecha(clock.extendedDueOn)}.`
          : `Su solicitud se recibió el ${fecha(clock.receivedOn)}: responder dentro de un mes significa a más tardar el ${fecha(clock.dueOn)}.`,
    });
  } else {
    items.push({
      kind: "paragraph",
      text: "Anote en la página de su caso el día en que Meta recibió su solicitud de datos, y la página contará el mes por usted.",
    });
  }
  items.push({ kind: "steps", items: lineasDeEmpresas(input) });
  return {
    heading: law === "GDPR" ? "Sus datos y los motivos: GDPR" : "Sus datos: UK GDPR",
    items,
  };
}

function seccionDpc(): GuideSection {
  return {
    heading: "Una queja ante una autoridad de protección de datos",
    items: [
      { kind: "paragraph", text: HECHOS_ES.dpcComplaint },
      {
        kind: "links",
        links: [{ label: "Data Protection Commission: complaints", url: LAW_FACTS.dpcComplaint.source }],
      },
    ],
  };
}

function seccionesUeMeta(input: GuideInput): GuideSection[] {
  const window = dsaWindow({ banDate: input.banDate, decisionDate: input.decisionDate });
  const contado =
    window.countedFrom === "decision"
      ? `Contados desde el día en que Meta le comunicó su decisión (${fecha(window.from)}), los seis meses terminan el ${fecha(window.lastDay)}.`
      : `Contados desde el día en que se desactivó su cuenta (${fecha(window.from)}), los seis meses terminan el ${fecha(window.lastDay)}. Usted no indicó el día en que Meta le comunicó su decisión; si fue después, su plazo termina más tarde.`;
  return [
    {
      heading: "Sus derechos según el Digital Services Act",
      items: [
        { kind: "paragraph", text: HECHOS_ES.dsaArt17 },
        { kind: "paragraph", text: HECHOS_ES.dsaArt20 },
        { kind: "paragraph", text: HECHOS_ES.dsaArt21 },
      ],
    },
    {
      heading: "Su último día",
      items: [
        {
          kind: "paragraph",
          text: `${contado} Presente su reclamación a Meta e inicie cualquier controversia ante Appeals Centre Europe mucho antes de ese día.`,
        },
      ],
    },
    {
      heading: "Appeals Centre Europe, paso a paso",
      items: [
        { kind: "paragraph", text: HECHOS_ES.aceCertified },
        {
          kind: "paragraph",
          text: comprobado("aceAccountSuspensions", "Compruebe en appealscentre.eu si acepta su plataforma."),
        },
        {
          kind: "steps",
          items: [
            `Compruebe que puede usarlo: ${HECHOS_ES.aceEligibility}`,
            `La tarifa. ${comprobado("aceFee", "Compruebe la tarifa en appealscentre.eu antes de empezar.")}`,
            "Cree una cuenta en el sitio web del centro e inicie una nueva controversia sobre una cuenta suspendida que quiere recuperar.",
            "Indique su nombre de usuario, la plataforma y el día en que se suspendió la cuenta; suba lo que tenga: el aviso de Meta y su declaración de motivos, su reclamación a Meta y la respuesta, y su carta.",
            HECHOS_ES.aceTiming,
            "Lea la decisión: dice si la decisión de Meta se ajustó a sus propios términos. No es vinculante ni ordena a Meta restablecer la cuenta; Meta debe tomarla en cuenta de buena fe.",
          ],
        },
        { kind: "links", links: [{ label: "Appeals Centre Europe", url: "https://appealscentre.eu/" }] },
      ],
    },
    {
      heading: "Una queja ante el Coordinador de Servicios Digitales",
      items: [
        { kind: "paragraph", text: HECHOS_ES.dsaArt53 },
        { kind: "paragraph", text: HECHOS_ES.irelandDsc },
        {
          kind: "steps",
          items: [
            "Busque el Coordinador de Servicios Digitales de su propio país (en Irlanda, Coimisiún na Meán).",
            "Diga qué no hizo Meta: por ejemplo, no le dio una declaración de motivos o no respondió a su reclamación.",
            "Adjunte el aviso de Meta, su reclamación a Meta, su carta y cualquier respuesta.",
          ],
        },
        {
          kind: "links",
          links: [
            {
              label: "Coimisiún na Meán: complaints (remite a quienes viven fuera de Irlanda a su propio coordinador)",
              url: LAW_FACTS.irelandDsc.source,
            },
          ],
        },
      ],
    },
    seccionDeDatos(input, "GDPR"),
    seccionDpc(),
  ];
}

function seccionesUeWhatsApp(input: GuideInput): GuideSection[] {
  return [
    {
      heading: "Su vía para WhatsApp",
      items: [
        {
          kind: "paragraph",
          text: "Su cuenta de WhatsApp se presta según los términos de WhatsApp Ireland Limited. Su vía se apoya en esos términos y en el GDPR. Según los términos, un consumidor de la Región Europea puede presentar una demanda ante un tribunal competente de su propio país, según sus leyes.",
        },
      ],
    },
    seccionDeDatos(input, "GDPR"),
    seccionDpc(),
  ];
}

function seccionesReinoUnido(input: GuideInput): GuideSection[] {
  const empresas = [
    ...new Set(
      enOrden(input.platforms).map(
        (platform) => partyFor("uk", platform).legalName ?? `la empresa que nombran los términos de ${platform}`,
      ),
    ),
  ];
  return [
    {
      heading: "Su vía en el Reino Unido",
      items: [
        {
          kind: "paragraph",
          text: `Los términos del Reino Unido son un acuerdo con ${yLista(empresas).replace(/\.$/, "")}. Permiten a un consumidor presentar una demanda ante un tribunal competente del país donde vive, según sus leyes. Para los usuarios del Reino Unido no hay un organismo como Appeals Centre Europe.`,
        },
      ],
    },
    seccionDeDatos(input, "UK GDPR"),
    {
      heading: "Una queja ante la Information Commissioner's Office (ICO)",
      items: [
        {
          kind: "steps",
          items: [
            "Espere la respuesta de Meta, o a que pase el mes.",
            "Primero presente una queja a Meta, por escrito, diciendo qué falta; guarde copias.",
            "Si la respuesta sigue siendo insuficiente, presente una queja en línea ante la ICO, con su solicitud, la respuesta de Meta y su queja.",
          ],
        },
        { kind: "links", links: [{ label: "ICO: make a complaint", url: LAW_FACTS.icoComplaint.source }] },
      ],
    },
    {
      heading: "Una demanda ante la county court (tribunal de condado), a grandes rasgos",
      items: [
        { kind: "paragraph", text: comprobado("ukSmallClaims", "Compruébelo en gov.uk.") },
        {
          kind: "paragraph",
          text: `${HECHOS_ES.moneyClaimOnline} Puede que ese servicio no acepte una demanda contra una empresa con sede en los Estados Unidos; pregunte al tribunal antes de presentarla. Las tarifas, los formularios y la forma de hacer llegar los documentos a la otra parte los fija el tribunal: compruébelos en gov.uk.`,
        },
        {
          kind: "links",
          links: [
            { label: "Make a court claim for money (gov.uk)", url: LAW_FACTS.ukSmallClaims.source },
            { label: "Money Claim Online", url: LAW_FACTS.moneyClaimOnline.source },
          ],
        },
      ],
    },
  ];
}

/** The Spanish guide's sections for the sender's route, the not-advice notice first. */
export function guiaExtrajudicial(input: GuideInput): GuideSection[] {
  const route = outOfCourtRoute(input.region, input.platforms);
  const cuerpo =
    route === "eu-meta"
      ? seccionesUeMeta(input)
      : route === "eu-whatsapp"
        ? seccionesUeWhatsApp(input)
        : seccionesReinoUnido(input);
  return [
    {
      heading: "Antes de empezar",
      items: [
        { kind: "paragraph", text: NO_ES_ASESORAMIENTO },
        { kind: "paragraph", text: EN_INGLES },
      ],
    },
    ...cuerpo,
  ];
}

/** The Spanish guide as letter blocks, laid out as the English one. */
export function guiaExtrajudicialBlocks(input: GuideInput): LetterBlock[] {
  return guideSectionsAsBlocks(guiaExtrajudicial(input));
}
