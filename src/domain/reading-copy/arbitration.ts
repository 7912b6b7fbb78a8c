import type { OutcomeKind } from "../case/case.ts";
import { claimLimitFor } from "../case/terms-dates.ts";
import { ARBITRATION_FACTS as AAA } from "../escalation/aaa-facts.ts";
import {
  type ArbitrationInput,
  arbitrated,
  moneyTotal,
  type Route,
  routeFor,
} from "../escalation/arbitration-demand.ts";
import { dollarsText } from "../escalation/claim-amount.ts";
import { type FactSource, isKnownFact, type Sourced } from "../escalation/sourced-facts.ts";
import type { LetterBlock } from "../letter/blocks.ts";
import { accountFacts, type LetterData } from "../letter/letter-facts.ts";
import type { PlatformTerms } from "../letter/platform-terms.ts";
import { findRecipient } from "../letter/recipients.ts";
import { formatAmount } from "../letter/template.ts";
import { arbitrationFeeQuote } from "../letter/terms-clauses.ts";
import { explicacionDeResponsabilidad, fundamentoDelReclamo, hechosDelRemitente } from "./claim-basis.ts";
import { courtesyNote } from "./courtesy.ts";
import { cuentas, etiquetaDeCuenta, loQuePido } from "./letter-parts.ts";
import { comoSeEnvio, fecha, fechaGuardada, losTerminos, titulo, unir } from "./spanish-words.ts";

/**
 * The Spanish reading copy of the arbitration filing pack (escalation/arbitration-demand.ts
 * arbitrationDemandBlocks), from the same route, terms and AAA facts. The terms' own notes and the
 * AAA facts' wording we recorded stay in English inside quotation marks; the sender files the English.
 * Letters whose terms have no arbitration get [], as the English does.
 */
export function readingArbitrationBlocks(input: ArbitrationInput): LetterBlock[] {
  const route = routeFor(input.letter);
  if (!route) return [];
  const { terms } = route;
  const los = losTerminos(terms.termsName);
  const others = input.letter.platforms.filter(
    (platform) => !route.platforms.includes(platform) && platform !== "Facebook",
  );
  const respondents = unir(route.respondents.map((respondent) => respondent.legalName));
  const { letter } = input;
  return [
    courtesyNote("la demanda de arbitraje que usted presenta en inglés"),
    { kind: "subject", text: `Paquete para presentar un arbitraje: carta de reclamo n.º ${input.letterId}` },
    {
      kind: "paragraph",
      text: `Preparado el ${fecha(input.preparedOn)} para ${letter.fullName}, para ${unir(route.platforms)} conforme a ${los}. No somos un bufete de abogados y esto no es asesoría legal. Antes de presentar la demanda, revise las reglas y las tarifas vigentes de la AAA (American Arbitration Association) en adr.org.${sinArbitraje(terms)}${others.length ? ` Su carta también se refiere a ${unir(others)}, cuyos términos indican otra dirección y otro plazo; este paquete no ${others.length > 1 ? "las" : "la"} cubre.` : ""}`,
    },
    ...(letter.recipientBusinessId === route.notice.recipientId
      ? []
      : [
          {
            kind: "paragraph" as const,
            text: `Su carta se envió a una dirección distinta de la que estos términos indican para el aviso de controversia (${route.notice.addressAsPrinted}). Antes de presentar la demanda, envíe un aviso de controversia a esa dirección y espere los ${route.notice.resolutionWindowDays} días que dan los términos.`,
          },
        ]),
    { kind: "heading", text: "Antes de presentar la demanda: ¿renunció al arbitraje?" },
    { kind: "paragraph", text: renuncia(terms) },
    { kind: "heading", text: "1. Demanda de arbitraje" },
    {
      kind: "paragraph",
      text: "Un borrador para copiar en el formulario de presentación de la AAA (en inglés). Responda las preguntas del propio formulario y corrija todo lo que no sea exacto.",
    },
    {
      kind: "list",
      style: "bulleted",
      items: [
        `Demandante: ${letter.fullName}, ${letter.address}, ${letter.city}, ${letter.state} ${letter.zipCode}; correo electrónico ${letter.email}; teléfono ${letter.phone}.`,
        ...route.respondents.map((respondent) => `Demandada: ${respondent.legalName}, ${respondent.principalAddress}.`),
      ],
    },
    { kind: "quote", paragraphs: demanda(input, route, respondents) },
    ...otrasPerdidas(letter, route),
    { kind: "heading", text: "2. Tarifas" },
    { kind: "list", style: "bulleted", items: tarifas(letter, terms, route.platforms[0] ?? "") },
    { kind: "heading", text: "3. Cómo presentar la demanda" },
    { kind: "list", style: "numbered", items: presentacion(route, respondents) },
    { kind: "heading", text: "4. O bien, la corte de reclamos menores" },
    { kind: "list", style: "bulleted", items: reclamosMenores(letter, route) },
    { kind: "paragraph", text: fuentes(route) },
  ];
}

/** One of the terms' notes, which we recorded in English: quoted as written. */
const notaDeLosTerminos = (terms: PlatformTerms, note: string) =>
  `Lo que dicen ${losTerminos(terms.termsName)} (nuestra nota, en inglés): “${note}”${/[.!?]$/.test(note) ? "" : "."}`;

/** An AAA fact's note as we recorded it, in English. */
const notaEnIngles = (note: string | undefined) => (note ? ` Nuestra nota, en inglés: “${note}”` : "");

function sinArbitraje(terms: PlatformTerms): string {
  return (terms.variants ?? []).some((variant) => !variant.arbitration)
    ? " También se han visto copias archivadas de estos términos sin el acuerdo de arbitraje; con ese texto, un consumidor puede presentar un reclamo ante un tribunal competente del lugar donde vive. Revise los términos que usted aceptó."
    : "";
}

function renuncia(terms: PlatformTerms): string {
  const rule = terms.notes.find((note) => /opt[- ]out/i.test(note) && /30 days/.test(note));
  return `${rule ? notaDeLosTerminos(terms, rule) : "Estos términos permiten que un usuario renuncie al arbitraje (opt out) dentro de un plazo corto después de aceptarlos."} Si usted envió por correo esa renuncia, el arbitraje no los obliga ni a usted ni a Meta: no presente esta demanda; su reclamo va a la corte de reclamos menores o a los tribunales que indican los términos. Si nunca la envió, el acuerdo de arbitraje se aplica y usted puede presentar la demanda.`;
}

function demanda(input: ArbitrationInput, route: Route, respondents: string): string[] {
  const { letter, first } = input;
  const accounts = accountFacts(letter).filter((account) => route.platforms.includes(account.platform));
  const words = cuentas(accounts.map((account) => account.platform));
  const labels = unir(accounts.map(etiquetaDeCuenta));
  const plural = route.respondents.length > 1;
  const lines = [
    `El ${fechaGuardada(letter.banDate)}, ${respondents} ${plural ? "desactivaron" : "desactivó"} ${words.una ? `mi ${labels}` : `mis cuentas: ${labels}`}.`,
    ...hechosDelRemitente(letter),
  ];
  const recipient = findRecipient(letter.recipientBusinessId);
  const to = recipient ? `${recipient.name}, ${recipient.fullAddress}` : "Meta";
  const isNotice = letter.recipientBusinessId === route.notice.recipientId;
  const what = isNotice ? "un reclamo y aviso de controversia por escrito" : "un reclamo por escrito";
  if (first.sent) {
    const dated = first.sent.sentOn === first.date ? "" : ` con fecha del ${fecha(first.date)}`;
    const delivered = first.deliveredOn ? `, que fue entregado el ${fecha(first.deliveredOn)}` : "";
    lines.push(
      `El ${fecha(first.sent.sentOn)} envié ${what}${dated} a ${to} ${comoSeEnvio(first.sent.method, first.sent.trackingNumber)}${delivered}.`,
    );
  } else {
    lines.push(`Escribí ${what} con fecha del ${fecha(first.date)}, dirigido a ${to}.`);
  }
  const unresolved = input.outcome === "restored" ? "" : " sin que la controversia se resolviera";
  if (isNotice)
    lines.push(
      `${mayuscula(losTerminos(route.terms.termsName))} dan ${route.notice.resolutionWindowDays} días, a partir de la recepción de un aviso de controversia, para resolverla. Ese plazo terminó el ${fecha(input.windowEnds)}${unresolved}.`,
    );
  const since = desdeEntonces(input.outcome, words.una);
  if (since) lines.push(since);
  lines.push(...fundamentoDelReclamo(letter, route.platforms));
  lines.push(`Mi ${isNotice ? "aviso" : "carta"} les pedía lo siguiente, y le pido al árbitro la misma reparación:`);
  lines.push(...loQuePido(arbitrated(letter), route.platforms).map((item, index) => `(${index + 1}) ${item}`));
  const total = moneyTotal(arbitrated(letter));
  lines.push(cantidad(arbitrated(letter), total));
  lines.push(...pedidoDeTarifas(input, route, total));
  lines.push(
    `Pido que el caso se decida con base en los documentos o en una audiencia por teléfono o video, y que cualquier audiencia en persona se celebre en el condado donde vivo (${letter.city}, ${letter.state}).`,
  );
  return lines;
}

const mayuscula = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function cantidad(letter: LetterData, total: number): string {
  if (total === 0) return "No reclamo ninguna suma de dinero; pido la reparación indicada arriba.";
  const paid = letter.amountPaidToMeta ? `$${formatAmount(letter.amountPaidToMeta)}` : undefined;
  const other = letter.amountClaimed ? `$${formatAmount(letter.amountClaimed)}` : undefined;
  if (paid && other)
    return `La cantidad que reclamo es ${dollarsText(total)}: primero, los ${paid} que les pagué; además, ${other} por otras pérdidas.`;
  return paid
    ? `La cantidad que reclamo es ${paid}, el dinero que les pagué.`
    : `La cantidad que reclamo es ${other}, por otras pérdidas.`;
}

function otrasPerdidas(letter: LetterData, route: Route): LetterBlock[] {
  if (!letter.amountClaimed) return [];
  const clause = explicacionDeResponsabilidad(route.platforms, Boolean(letter.amountPaidToMeta))[0] ?? "";
  const text = letter.arbitrateExcludedLosses
    ? `Usted decidió mantener en esta demanda las otras pérdidas que reclamaba su carta ($${formatAmount(letter.amountClaimed)}). ${clause} Es de esperar que Meta se apoye en esa cláusula; el árbitro decide.`
    : `Su carta también reclamaba $${formatAmount(letter.amountClaimed)} por otras pérdidas. ${clause} Esta demanda las deja fuera. Si de todos modos quiere reclamarlas, elija “keep other losses in an arbitration demand” (mantener las otras pérdidas en una demanda de arbitraje) en los datos de su carta y vuelva a descargar este paquete.`;
  return [{ kind: "paragraph", text }];
}

function pedidoDeTarifas(input: ArbitrationInput, route: Route, total: number): string[] {
  const quote = arbitrationFeeQuote(route.platforms[0] ?? "");
  if (!quote) return [];
  const cited = `(${titulo(quote.document)}, sección “${quote.section}”, según la copia archivada el ${fecha(quote.sourceVersionDate)})`;
  const respondent = route.respondents[0]?.legalName ?? "la parte demandada";
  const said = `Los términos que acepté dicen: “${quote.text}” ${cited}.`;
  if (quote.metaPaysBelowDollars !== undefined) {
    const below = total < quote.metaPaysBelowDollars;
    const limit = `$${quote.metaPaysBelowDollars.toLocaleString("en-US")}`;
    const notice = input.letter.recipientBusinessId === route.notice.recipientId && input.first.sent;
    return [
      said,
      below && notice
        ? `Mis reclamos piden menos de ${limit}, y envié a tiempo un aviso de controversia (arriba). Le pido a la AAA que le cobre a ${respondent} todas las tarifas de presentación, administración, audiencia y del árbitro, como prometen estos términos, y que me reembolse cualquier tarifa de presentación que yo pague.`
        : `[Mis reclamos ${below ? "" : "no "}piden menos de ${limit}${notice ? "" : ", y el registro no muestra un aviso de controversia enviado por correo a la dirección que indican estos términos"}: diga si ${respondent} debe pagar las tarifas, o quite este párrafo.]`,
    ];
  }
  return [
    said,
    `Le pido a la AAA que reparta las tarifas según sus reglas para controversias de consumidores y que le cobre a ${respondent} cada tarifa que esas reglas ponen a cargo de la empresa.`,
  ];
}

function desdeEntonces(outcome: OutcomeKind | null, una: boolean): string | undefined {
  if (outcome === "no_reply") return "No he recibido respuesta.";
  if (outcome === "refused") return `Se negaron a restablecer ${una ? "mi cuenta" : "mis cuentas"}.`;
  if (outcome === "partly_restored")
    return una ? "Mi cuenta solo se restableció en parte." : "Mis cuentas solo se restablecieron en parte.";
  return undefined;
}

function citada(source: FactSource, checkedOn: string): string {
  return `fuente: “${source.title}”, ${source.url}${source.kind === "summary" ? ", un resumen, no la página de la propia AAA" : ""}; verificada el ${fecha(checkedOn)}`;
}

function tarifas(letter: LetterData, terms: PlatformTerms, platform: string): string[] {
  const quote = arbitrationFeeQuote(platform);
  const los = losTerminos(terms.termsName);
  const items = quote
    ? [
        `Lo que dicen ${los} sobre las tarifas, palabra por palabra: “${quote.text}” (sección “${quote.section}”, según la copia archivada el ${fecha(quote.sourceVersionDate)}).`,
        quote.metaPaysBelowDollars !== undefined
          ? "La demanda de arriba invoca esa promesa y le pide a la AAA que le cobre las tarifas a Meta. Dígalo otra vez en los comentarios del formulario de presentación, y adjunte su aviso de controversia con sus comprobantes de envío y entrega."
          : "Estos términos dejan las tarifas a las reglas de la AAA; la demanda de arriba le pide a la AAA que le cobre a Meta cada tarifa que esas reglas ponen a cargo de la empresa.",
      ]
    : [
        `Nuestro registro de ${los} no tiene ninguna cláusula sobre quién paga las tarifas del arbitraje. Lea la sección de arbitraje de los términos, o pregunte a la AAA, antes de presentar la demanda.`,
      ];
  if (quote?.metaPaysBelowDollars !== undefined && moneyTotal(arbitrated(letter)) >= quote.metaPaysBelowDollars)
    items.push(
      "El dinero que usted reclama no es menor de $75,000, así que esa promesa no cubre su reclamo tal como está escrito.",
    );
  const fee = AAA.consumerFilingFee;
  if (isKnownFact(fee)) {
    const rest = fee.value.businessPaysTheRest
      ? "; la empresa paga el resto de las tarifas de la AAA y el árbitro"
      : "";
    items.push(
      `La tarifa de presentación de la AAA para un consumidor individual: $${fee.value.dollars}${rest} (${citada(fee.source, fee.checkedOn)}).${notaEnIngles(fee.note)}`,
    );
  } else {
    items.push(
      "La tarifa de presentación de la AAA para un consumidor: consulte la lista de tarifas vigente de la AAA.",
    );
  }
  const waiver = AAA.feeWaiverForm;
  items.push(
    isKnownFact(waiver)
      ? `Si no puede pagar la tarifa de presentación, pídale a la AAA que se la exima: presente su formulario “${waiver.value}” junto con su demanda (${citada(waiver.source, waiver.checkedOn)}).${notaEnIngles(waiver.note)}`
      : "Si no puede pagar la tarifa de presentación, pregúntele a la AAA cómo solicitar una exención de tarifas.",
  );
  const california = AAA.californiaFeeWaiver;
  if (letter.state === "CA" && isKnownFact(california))
    items.push(
      `En California (nuestra nota, en inglés): “${california.value}” (${citada(california.source, california.checkedOn)}).${notaEnIngles(california.note)}`,
    );
  const effective = AAA.feeScheduleEffective;
  items.push(
    isKnownFact(effective)
      ? `Esa lista de tarifas entró en vigor el ${fecha(effective.value)}.`
      : "No pudimos confirmar cuándo entró en vigor la lista de tarifas vigente: consulte la lista de tarifas vigente de la AAA.",
  );
  return items;
}

function presentacion(route: Route, respondents: string): string[] {
  const items: string[] = [];
  const los = losTerminos(route.terms.termsName);
  const form = AAA.demandForm;
  if (isKnownFact(form))
    items.push(
      `Use el formulario “${form.value}” de la AAA (${citada(form.source, form.checkedOn)}): copie en él el borrador de arriba, con la cantidad y la reparación que pide.`,
    );
  const how = AAA.howToFile;
  items.push(
    isKnownFact(how)
      ? `Presente la demanda en línea con AAA WebFile en ${how.value.onlineFilingUrl}: el formulario de presentación (la demanda), llenado en línea o cargado como archivo; una copia del acuerdo de arbitraje o del contrato; y la tarifa de presentación. Use el borrador de arriba para la demanda, y adjunte ${los} como acuerdo de arbitraje.`
      : "Consulte en adr.org cómo presentar un caso de consumidor, y adjunte los términos como acuerdo de arbitraje.",
  );
  const rules = AAA.rules;
  const termsRules = route.terms.notes.filter((note) => /American Arbitration Association|\bAAA\b/.test(note));
  const otherRules = termsRules.length > 0 && !termsRules.some((note) => note.includes("Consumer Arbitration Rules"));
  items.push(
    `${isKnownFact(rules) ? `Las reglas de la AAA para casos de consumidores son las “${rules.value.name}”, vigentes desde el ${fecha(rules.value.effective)} (${rules.value.url}).` : "Consulte las reglas vigentes de la AAA para casos de consumidores."}${termsRules.map((note) => ` ${notaDeLosTerminos(route.terms, note)}`).join("")}${otherRules ? " Los términos nombran otras reglas distintas de estas: pregúntele a la AAA qué reglas aplicará a su caso." : ""}`,
  );
  const copy = AAA.demandCopyToBusiness;
  items.push(
    `Envíe una copia de la demanda a ${respondents} a la dirección para avisos que indican los términos: ${route.notice.addressAsPrinted}. ${
      isKnownFact(copy)
        ? `Nuestra nota de la regla, en inglés: “${copy.value.rule}: ${copy.value.how}”`
        : "No pudimos confirmar cómo exigen las reglas que se entregue esa copia: revise las reglas vigentes de la AAA para consumidores (Consumer Arbitration Rules) antes de presentar la demanda, y guarde el comprobante de entrega."
    }`,
  );
  const hearing = AAA.hearing;
  items.push(
    isKnownFact(hearing)
      ? `Nuestra nota, en inglés: “${hearing.value}” (${citada(hearing.source, hearing.checkedOn)}).`
      : "En el formulario, pida una audiencia por teléfono o video, o una decisión con base en los documentos, o una audiencia en persona en el condado donde vive; la demanda de arriba pide lo mismo. La AAA y el árbitro deciden dónde y cómo se escucha el caso.",
  );
  items.push(
    "Guarde con su presentación su aviso de controversia, sus comprobantes de envío y entrega, y cada respuesta: muestran que se siguieron los pasos que los términos exigen antes del arbitraje.",
  );
  return items;
}

function reclamosMenores(letter: LetterData, route: Route): string[] {
  const items = route.terms.smallClaimsException
    ? route.terms.notes.filter((note) => /small claims/i.test(note)).map((note) => notaDeLosTerminos(route.terms, note))
    : [
        `${mayuscula(losTerminos(route.terms.termsName))} no dan ninguna excepción al arbitraje para la corte de reclamos menores.`,
      ];
  const option = AAA.smallClaimsOption;
  items.push(
    isKnownFact(option)
      ? `Las reglas de la AAA para consumidores permiten llevar un reclamo a la corte de reclamos menores en lugar del arbitraje, aunque esté dentro del acuerdo de arbitraje (${citada(option.source, option.checkedOn)}).`
      : "Consulte en las reglas vigentes de la AAA si existe la opción de la corte de reclamos menores.",
  );
  const rule = AAA.smallClaimsRule;
  if (isKnownFact(rule)) items.push(`En las reglas vigentes, es la regla ${rule.value}.`);
  const limit = claimLimitFor({ platforms: route.platforms, banDate: letter.banDate });
  if (limit)
    items.push(
      `Conforme a ${losTerminos(limit.termsName)}, un reclamo debe presentarse “${limit.rule}”. Contando desde el día en que se desactivó la cuenta (${fecha(limit.arose)}), el último día es el ${fecha(limit.lastDay)}. Esto también se aplica para iniciar un arbitraje.`,
    );
  items.push(
    "Cada corte de reclamos menores fija su propio límite para la cantidad; consulte el de su corte antes de elegirla.",
  );
  return items;
}

function fuentes(route: Route): string {
  const { terms } = route;
  const parts = [
    `${terms.source}, según la copia archivada el ${fecha(terms.sourceVersionDate)}; verificado el ${fecha(terms.checkedOn)}.${terms.verified ? "" : " No se pudo verificar el texto de estos términos para Estados Unidos."}`,
    ...route.respondents.map(
      (respondent) => `${respondent.legalName}: ${respondent.source}; verificado el ${fecha(respondent.checkedOn)}.`,
    ),
  ];
  const seen = new Set<string>();
  for (const fact of Object.values(AAA) as Sourced<unknown>[]) {
    if (!isKnownFact(fact) || seen.has(fact.source.url)) continue;
    seen.add(fact.source.url);
    parts.push(`AAA: “${fact.source.title}” (${fact.source.url}); verificado el ${fecha(fact.checkedOn)}.`);
  }
  return `Fuentes: ${parts.join(" ")}`;
}
