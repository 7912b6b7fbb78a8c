import type { LawFactId } from "../eu-uk-law-facts.ts";

/**
 * The facts of eu-uk-law-facts.ts in Spanish (decision 0064), one entry per fact, saying the same
 * as the English wording beside it (which is ours, not a quotation of the law). Names of laws and
 * bodies stay as the sources give them: Digital Services Act (DSA), GDPR, UK GDPR, Appeals Centre
 * Europe, Coimisiún na Meán, Data Protection Commission, Information Commissioner's Office.
 * A change to an English fact needs the same change here.
 */
export const HECHOS_ES: Record<LawFactId, string> = {
  dsaArt17:
    "Según el artículo 17 del Digital Services Act (DSA, Reglamento (UE) 2022/2065; en español, Reglamento de Servicios Digitales), una plataforma que suspende o cancela una cuenta debe dar a la persona una declaración de motivos clara y concreta: qué decidió, los hechos y las circunstancias en que se basó, si usó medios automatizados, el fundamento legal o los términos en que se apoyó, y las vías de recurso disponibles.",
  dsaArt20:
    "Según el artículo 20 del DSA, una plataforma en línea debe dar acceso a un sistema interno de reclamaciones, por vía electrónica y gratuito, contra la decisión de suspender o cancelar una cuenta, durante al menos seis meses después de la decisión; el plazo empieza el día en que se informa a la persona de la decisión.",
  dsaArt21:
    "Según el artículo 21 del DSA, la persona afectada por esa decisión puede elegir cualquier órgano certificado de resolución extrajudicial de litigios; la plataforma debe colaborar con él de buena fe, y sus decisiones no son vinculantes.",
  dsaArt53:
    "Según el artículo 53 del DSA, una persona puede presentar una queja por una infracción del Reglamento por parte de una plataforma ante el Coordinador de Servicios Digitales del Estado miembro donde se encuentra; ese coordinador la pasa, cuando corresponde, al coordinador del país donde está establecida la plataforma.",
  irelandDsc:
    "Coimisiún na Meán es el Coordinador de Servicios Digitales de Irlanda. Desde el 17 de febrero de 2024 recibe quejas de que una plataforma no cumplió sus obligaciones según el DSA; no actúa como instancia de apelación de las decisiones sobre contenidos. La queja se presenta ante el coordinador del país donde usted vive; Coimisiún na Meán remite a quienes viven fuera de Irlanda a su propio coordinador.",
  aceCertified:
    "Appeals Centre Europe es un órgano de resolución extrajudicial de litigios certificado por Coimisiún na Meán según el artículo 21 del DSA, del 26 de septiembre de 2024 al 26 de septiembre de 2029, para la aplicación y el cumplimiento de los términos y condiciones de las plataformas.",
  aceEligibility:
    "Appeals Centre Europe revisa una controversia solo si usted se encuentra en un Estado miembro de la UE y la decisión de la plataforma se tomó en los últimos seis meses; sus decisiones no son vinculantes, pero la plataforma debe colaborar de buena fe.",
  aceTiming:
    "Appeals Centre Europe procura comunicarle su decisión a usted y a la plataforma dentro de 90 días naturales desde que presentó la controversia, y usted sigue el caso en su portal en línea.",
  aceAccountSuspensions:
    "Appeals Centre Europe recibe controversias sobre suspensiones de cuentas de Facebook e Instagram desde junio de 2025, y después agregó Threads.",
  aceFee:
    "Presentar una controversia ante Appeals Centre Europe es gratis hoy para los usuarios; se ha anunciado una tarifa de 5 EUR, que se reembolsa si la controversia se resuelve a favor del usuario.",
  gdprArt15:
    "Según el artículo 15 del GDPR (Reglamento (UE) 2016/679, Reglamento General de Protección de Datos; en español, RGPD), usted puede obtener confirmación de si se tratan sus datos personales, una copia de ellos y, cuando una decisión es automatizada según el artículo 22, información significativa sobre la lógica aplicada y sobre su importancia y sus consecuencias para usted.",
  gdprArt22:
    "Según el artículo 22 del GDPR, usted tiene derecho a no ser objeto de una decisión basada únicamente en un tratamiento automatizado que produzca efectos jurídicos en usted o le afecte de forma similarmente significativa, salvo las excepciones que fija el artículo.",
  gdprArt12Timing:
    "Según el artículo 12(3) del GDPR, el responsable debe responder sin demora indebida y dentro de un mes desde que recibe la solicitud; puede extender ese plazo otros dos meses cuando haga falta, por la complejidad y el número de solicitudes, pero debe informarle de la extensión, con sus motivos, dentro del primer mes.",
  dunBradstreet:
    "En CK v Dun & Bradstreet Austria (asunto C-203/22, sentencia del 27 de febrero de 2025, ECLI:EU:C:2025:117), el Tribunal de Justicia resolvió que el artículo 15(1)(h) del GDPR da a la persona objeto de una decisión automatizada derecho a una explicación del procedimiento y de los principios realmente aplicados, en forma concisa e inteligible, que le permita entender e impugnar la decisión; entregar un algoritmo no basta, y la información retenida como secreto comercial debe pasarse a la autoridad de control o al tribunal para que la pondere.",
  dpcComplaint:
    "La Data Protection Commission de Irlanda recibe, mediante su formulario en línea, quejas sobre cómo una organización trató sus datos personales, incluida su respuesta a una solicitud de acceso; en general espera que usted haya planteado antes el asunto a la organización, y da una actualización o un resultado dentro de tres meses. El GDPR también le permite presentar la queja ante la autoridad del país donde usted vive.",
  icoComplaint:
    "Según el UK GDPR, si una organización no responde a su solicitud de datos o usted no está conforme con la respuesta, primero presente una queja por escrito a la organización y guarde copias; después puede presentar una queja en línea ante la Information Commissioner's Office (ICO).",
  icoTiming: "Según el UK GDPR, una organización debe responder a una solicitud de sus datos dentro de un mes.",
  ukSmallClaims:
    "En Inglaterra y Gales, las reclamaciones de dinero de £10,000 o menos suelen tramitarse en la vía de reclamos menores (small claims track) de la county court; Escocia e Irlanda del Norte tienen sus propios tribunales y límites.",
  moneyClaimOnline:
    "Money Claim Online es el servicio de HM Courts and Tribunals Service para iniciar en línea una reclamación por una suma fija de dinero en Inglaterra y Gales.",
};
