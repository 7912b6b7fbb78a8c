import type { EuUkWriter } from "../letter/eu-uk-sender.ts";

/**
 * The EU and UK laws the reading copies name: the official English title in quotation marks, as the
 * letter cites it, with a short Spanish gloss (to follow "la" or "del"/"al"); and the sender's country by its Spanish name.
 */
export const DSA = "“Digital Services Act” (Reglamento (UE) 2022/2065, Ley de Servicios Digitales)";
export const GDPR =
  "“General Data Protection Regulation” (Reglamento (UE) 2016/679, Reglamento General de Protección de Datos o GDPR)";
export const UK_GDPR =
  "“UK General Data Protection Regulation” (el UK GDPR, la versión británica del Reglamento General de Protección de Datos)";

const COUNTRY_NAMES = new Intl.DisplayNames(["es"], { type: "region" });

/** "Alemania", "Irlanda", "Reino Unido"; the English name if the runtime has no Spanish one. */
export function pais(writer: EuUkWriter): string {
  return COUNTRY_NAMES.of(writer.country.code) ?? writer.country.name;
}
